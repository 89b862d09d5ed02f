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
import { ACCOUNT_PATHS } from './paths';

export interface AccountNavItem {
  label: string;
  to: string;
  icon: typeof SvgIcon;
}

/** The side navigation of SPEC.md section 2, in its order; Log Out follows as a button. */
export const ACCOUNT_NAV_ITEMS: readonly AccountNavItem[] = [
  { label: 'Home', to: ACCOUNT_PATHS.home, icon: HomeOutlined },
  { label: 'Agriculture', to: ACCOUNT_PATHS.agric, icon: AgricultureOutlined },
  { label: 'Canabidiol', to: ACCOUNT_PATHS.pharm, icon: LocalFloristOutlined },
  { label: 'Cryptocurrency', to: ACCOUNT_PATHS.crypto, icon: CurrencyBitcoin },
  { label: 'Forex', to: ACCOUNT_PATHS.forex, icon: CurrencyExchange },
  { label: "NFT's", to: ACCOUNT_PATHS.nft, icon: PaletteOutlined },
  { label: 'Precious Metal', to: ACCOUNT_PATHS.gold, icon: DiamondOutlined },
  { label: 'Real Estate', to: ACCOUNT_PATHS.estate, icon: HomeWorkOutlined },
  { label: 'Active Trade', to: ACCOUNT_PATHS.activeTrades, icon: ShowChart },
  { label: 'Profile', to: ACCOUNT_PATHS.profile, icon: AccountCircleOutlined },
  { label: 'Withdraw', to: ACCOUNT_PATHS.withdrawal, icon: SouthWest },
  { label: 'Activities', to: ACCOUNT_PATHS.activity, icon: ReceiptLongOutlined },
];

/** SPEC.md section 9: side navigation 240 px wide, top bar 70 px high. */
export const SIDE_NAV_WIDTH = 240;
export const TOP_BAR_HEIGHT = 70;
