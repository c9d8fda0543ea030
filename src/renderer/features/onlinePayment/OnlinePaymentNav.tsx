import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router-dom';

/** The online payment screens (spec 02 §2.8); the side menu shows only Contas e taxas, so they link to each other here. */
export const ONLINE_PAYMENT_PATHS = {
  status: '/financeiro/pagamentoonline',
  registration: '/financeiro/cadastro/dados',
  documents: '/financeiro/cadastro/documentos',
  plans: '/financeiro/cadastro/planos',
  accounts: '/financeiro/cadastro/recebimentos',
  statement: '/financeiro/vendas/vendas',
  transfer: '/financeiro/vendas/vendas/transferir',
  calendar: '/financeiro/vendas/calendario',
} as const;

const ENTRIES: [string, string][] = [
  [ONLINE_PAYMENT_PATHS.status, 'Pagamento Online'],
  [ONLINE_PAYMENT_PATHS.registration, 'Dados Cadastrais'],
  [ONLINE_PAYMENT_PATHS.documents, 'Documentos'],
  [ONLINE_PAYMENT_PATHS.plans, 'Planos de taxas'],
  [ONLINE_PAYMENT_PATHS.accounts, 'Contas e taxas'],
  [ONLINE_PAYMENT_PATHS.statement, 'Extrato'],
  [ONLINE_PAYMENT_PATHS.calendar, 'Calendário'],
];

/** Links between the online payment screens: Meu Cadastro and Vendas. */
export function OnlinePaymentNav() {
  const { pathname } = useLocation();
  const current = ENTRIES.map(([path]) => path)
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
  return (
    <Box component="nav" aria-label="Pagamento Online: cadastro e vendas" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
      {ENTRIES.map(([path, label]) => (
        <Button
          key={path}
          component={RouterLink}
          to={path}
          size="small"
          variant={path === current ? 'contained' : 'outlined'}
          aria-current={path === current ? 'page' : undefined}
        >
          {label}
        </Button>
      ))}
    </Box>
  );
}
