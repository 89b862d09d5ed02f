import type { SxProps, Theme } from '@mui/material/styles';
import { TOP_BAR_HEIGHT } from './nav-items';

/**
 * How the side navigation looks, written once for the app's navigation and for the
 * prerendered shell that stands for it until the app has loaded: the two must match, or the
 * frame shifts when the app takes over.
 */
export const NAV_LOGO_SX = {
  height: TOP_BAR_HEIGHT,
  display: 'flex',
  alignItems: 'center',
  px: 2.5,
  flexShrink: 0,
  '& a > span': { fontSize: 17, whiteSpace: 'nowrap' },
} satisfies SxProps<Theme>;

export const NAV_DEPOSIT_SX = { py: 1.25, fontWeight: 700 } satisfies SxProps<Theme>;

export const NAV_LIST_SX = { px: 1.5, py: 0, flex: 1, overflowY: 'auto' } satisfies SxProps<Theme>;

export const NAV_ENTRY_SX = {
  borderRadius: 2,
  mb: 0.25,
  flex: 1,
  minHeight: 44,
  color: 'text.secondary',
  '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 38 },
} satisfies SxProps<Theme>;

export const NAV_ENTRY_TEXT_PROPS = { primary: { fontSize: 15 } };
