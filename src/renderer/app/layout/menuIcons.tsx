import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BarChartIcon from '@mui/icons-material/BarChart';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ComputerIcon from '@mui/icons-material/Computer';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import HomeIcon from '@mui/icons-material/Home';
import InsightsIcon from '@mui/icons-material/Insights';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LayersIcon from '@mui/icons-material/Layers';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PaymentsIcon from '@mui/icons-material/Payments';
import PlaceIcon from '@mui/icons-material/Place';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import SavingsIcon from '@mui/icons-material/Savings';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SettingsIcon from '@mui/icons-material/Settings';
import StarRateIcon from '@mui/icons-material/StarRate';
import TuneIcon from '@mui/icons-material/Tune';
import type SvgIcon from '@mui/material/SvgIcon';

/** The side menu's icons by name: a screen's or a group's `icon` is one of these names (MenuIcon). */
export const MENU_ICONS = {
  orders: ReceiptLongIcon,
  home: HomeIcon,
  ratings: StarRateIcon,
  products: RestaurantIcon,
  menu: MenuBookIcon,
  stock: Inventory2Icon,
  variations: TuneIcon,
  upload: CloudUploadIcon,
  settings: SettingsIcon,
  payments: PaymentsIcon,
  hours: ScheduleIcon,
  print: PrintIcon,
  areas: PlaceIcon,
  software: ComputerIcon,
  finance: AccountBalanceIcon,
  overview: DashboardIcon,
  invoices: DescriptionIcon,
  transfers: SavingsIcon,
  accounts: AccountBalanceWalletIcon,
  onlinePayment: CreditCardIcon,
  report: AssessmentIcon,
  batch: LayersIcon,
  reports: BarChartIcon,
  dashboard: DashboardIcon,
  charts: InsightsIcon,
  sales: PointOfSaleIcon,
} satisfies Record<string, typeof SvgIcon>;
