// One icon per route-table section for the home page's function lists.
import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalance from '@mui/icons-material/AccountBalance';
import Campaign from '@mui/icons-material/Campaign';
import EditNote from '@mui/icons-material/EditNote';
import Flight from '@mui/icons-material/Flight';
import PeopleAlt from '@mui/icons-material/PeopleAlt';
import QrCode from '@mui/icons-material/QrCode';
import Settings from '@mui/icons-material/Settings';
import SimCard from '@mui/icons-material/SimCard';
import Storefront from '@mui/icons-material/Storefront';
import Train from '@mui/icons-material/Train';
import type { RouteSection } from '@portal/domain';

export const SECTION_ICONS: Partial<Record<RouteSection, SvgIconComponent>> = {
  booking: Flight,
  'booking-edit': EditNote,
  train: Train,
  esim: SimCard,
  accounting: AccountBalance,
  agent: Storefront,
  system: Settings,
  b2c: PeopleAlt,
  qr: QrCode,
  banner: Campaign,
};
