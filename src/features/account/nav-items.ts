import type SvgIcon from '@mui/material/SvgIcon';
import { ACCOUNT_SECTION_KEYS, ACCOUNT_SECTIONS, sectionPath, type AccountSection } from './sections';

export interface AccountNavItem {
  label: string;
  to: string;
  icon: typeof SvgIcon;
}

/**
 * The side navigation of SPEC.md section 2: the sections with a nav entry, in the table's
 * order; Log Out follows as a button.
 */
export const ACCOUNT_NAV_ITEMS: readonly AccountNavItem[] = ACCOUNT_SECTION_KEYS.flatMap((key) => {
  const { nav } = ACCOUNT_SECTIONS[key] as AccountSection;
  return nav ? [{ label: nav.label, to: sectionPath(key), icon: nav.icon }] : [];
});

/** SPEC.md section 9: side navigation 240 px wide, top bar 70 px high. */
export const SIDE_NAV_WIDTH = 240;
export const TOP_BAR_HEIGHT = 70;
