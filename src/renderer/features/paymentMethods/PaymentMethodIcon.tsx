import CreditCardIcon from '@mui/icons-material/CreditCard';
import PaymentIcon from '@mui/icons-material/Payment';
import PaymentsIcon from '@mui/icons-material/Payments';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import PixIcon from '@mui/icons-material/Pix';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import type { SvgIconComponent } from '@mui/icons-material';
import type { PaymentMethod } from '../../../shared/api';
import { methodIconKind, type MethodIconKind } from './model';

const ICONS: Record<MethodIconKind, SvgIconComponent> = {
  pix: PixIcon,
  cash: PaymentsIcon,
  voucher: RestaurantIcon,
  card: CreditCardIcon,
  online: PhoneAndroidIcon,
  other: PaymentIcon,
};

/** A decorative icon for a method (the name beside it says what it is). */
export function PaymentMethodIcon({ method }: { method: Pick<PaymentMethod, 'chave' | 'nome'> }) {
  const kind = methodIconKind(method);
  const Icon = ICONS[kind];
  return <Icon fontSize="small" color="action" data-icon={kind} />;
}
