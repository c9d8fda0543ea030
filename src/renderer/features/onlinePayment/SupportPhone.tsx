import Typography from '@mui/material/Typography';
import { SUPPORT_PHONE } from '../session/support';

/** The support phone of the online payment screens (spec 02 §9). */
export function SupportPhone() {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
      Dúvidas sobre o Pagamento Online? Fale com o suporte: <strong>{SUPPORT_PHONE}</strong>
    </Typography>
  );
}
