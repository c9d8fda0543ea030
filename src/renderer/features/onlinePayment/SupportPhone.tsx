import Typography from '@mui/material/Typography';
import { useSupportPhone } from '../session/support';

/**
 * The support phone of the online payment screens (spec 02 §9): the brand's number, as the
 * platform configures it; without one, the label names no number rather than an invented one.
 */
export function SupportPhone() {
  const phone = useSupportPhone();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
      {phone ? (
        <>
          Dúvidas sobre o Pagamento Online? Fale com o suporte: <strong>{phone}</strong>
        </>
      ) : (
        'Dúvidas sobre o Pagamento Online? Fale com o suporte da plataforma.'
      )}
    </Typography>
  );
}
