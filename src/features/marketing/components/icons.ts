import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import EnergySavingsLeafOutlined from '@mui/icons-material/EnergySavingsLeafOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import PieChartOutline from '@mui/icons-material/PieChartOutline';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import type { HOME, SERVICES } from '@/src/config/site';

type IconKey = (typeof HOME.advisors.blurbs)[number]['icon'] | (typeof SERVICES.items)[number]['icon'];

/** The icon for each `icon` key the content module uses. */
export const MARKETING_ICONS: Record<IconKey, SvgIconComponent> = {
  goals: FlagOutlined,
  management: AccountBalanceOutlined,
  risk: ShieldOutlined,
  intro: ForumOutlined,
  esg: EnergySavingsLeafOutlined,
  allocation: PieChartOutline,
  donor: VolunteerActivismOutlined,
  strategy: InsightsOutlined,
};
