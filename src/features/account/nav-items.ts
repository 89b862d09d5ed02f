import type SvgIcon from '@mui/material/SvgIcon';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AgricultureOutlined from '@mui/icons-material/AgricultureOutlined';
import CurrencyBitcoin from '@mui/icons-material/CurrencyBitcoin';
import CurrencyExchange from '@mui/icons-material/CurrencyExchange';
import DiamondOutlined from '@mui/icons-material/DiamondOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import LocalFloristOutlined from '@mui/icons-material/LocalFloristOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ShowChart from '@mui/icons-material/ShowChart';
import SouthWest from '@mui/icons-material/SouthWest';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { ACCOUNT_SECTION_KEYS, ACCOUNT_SECTIONS, sectionPath, type AccountSection, type NavIconName } from '@/src/config/account-sections';

/** The icon each name in the section table stands for (a missing one does not compile). */
const NAV_ICONS: Record<NavIconName, typeof SvgIcon> = {
  home: HomeOutlined,
  agriculture: AgricultureOutlined,
  cannabidiol: LocalFloristOutlined,
  crypto: CurrencyBitcoin,
  forex: CurrencyExchange,
  nft: PaletteOutlined,
  gold: DiamondOutlined,
  realEstate: HomeWorkOutlined,
  trades: ShowChart,
  profile: AccountCircleOutlined,
  withdraw: SouthWest,
  activity: ReceiptLongOutlined,
  support: SupportAgentOutlined,
};

export interface AccountNavItem {
  label: string;
  to: string;
  icon: typeof SvgIcon;
}

/**
 * The side navigation: the sections with a nav entry, in the table's
 * order; Log Out follows as a button. Each label is read from the table when the entry is
 * drawn, not when this module loads: it is written in the page's language of that moment.
 */
export const ACCOUNT_NAV_ITEMS: readonly AccountNavItem[] = ACCOUNT_SECTION_KEYS.flatMap((key) => {
  const section = ACCOUNT_SECTIONS[key] as AccountSection;
  if (!section.nav) return [];
  return [
    {
      get label() {
        return section.nav?.label ?? '';
      },
      to: sectionPath(key),
      icon: NAV_ICONS[section.nav.icon],
    },
  ];
});

/** Side navigation 240 px wide, top bar 70 px high. */
export const SIDE_NAV_WIDTH = 240;
export const TOP_BAR_HEIGHT = 70;
