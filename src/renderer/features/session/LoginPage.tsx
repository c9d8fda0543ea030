import { Suspense, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DEFAULT_BRAND } from '../../app/brands/brands';
import { lazyNamed } from '../../ui/lazyNamed';
import { MESSAGES } from '../../ui/messages';
import { LoginForm } from './LoginForm';
import { autoLoginFrom, hasHash } from './model';
import { recoveryOpened } from './passwordRecoverySlice';
import { BUILT_SUPPORT_PHONE } from './support';

/**
 * The login screen of every public route (/, /login, /login/:usuario/:hash, /auth), spec 01 §2.
 * An auto-login link fills the fields and logs in by itself; a stored session without a link
 * goes straight to the orders.
 */
/** Opened from their links only: downloaded then. */
const PasswordRecoveryDialog = lazyNamed(() => import('./PasswordRecoveryDialog'), 'PasswordRecoveryDialog');
const RegisterEstablishmentDialog = lazyNamed(() => import('./RegisterEstablishmentDialog'), 'RegisterEstablishmentDialog');

export function LoginPage() {
  const { usuario, hash } = useParams();
  const { search } = useLocation();
  const loggedIn = useAppSelector((s) => Boolean(s.session.session?.hash));
  const dispatch = useAppDispatch();
  const [registerOpen, setRegisterOpen] = useState(false);
  const recoveryOpen = useAppSelector((s) => s.passwordRecovery.open);
  const auto = useMemo(() => autoLoginFrom({ usuario, hash }, search), [usuario, hash, search]);
  const brand = DEFAULT_BRAND;

  if (loggedIn && !hasHash({ hash }, search)) return <Navigate to="/pedidos" replace />;

  const initial = auto.kind === 'login' ? auto.credentials : { usuario: '', senha: '' };
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: (t) => `linear-gradient(135deg, ${t.palette.primary.main} 0%, ${t.palette.primary.dark} 100%)`,
      }}
    >
      <Paper elevation={6} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Stack spacing={3}>
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <Box component="img" src={brand.logo} alt={brand.name} sx={{ height: 64, maxWidth: '100%' }} />
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
              Painel do Parceiro
            </Typography>
            <Typography color="text.secondary">{MESSAGES.loginSubtitle}</Typography>
          </Stack>

          {auto.kind === 'invalid' && <Alert severity="warning">{MESSAGES.autoLoginInvalidLink}</Alert>}

          <LoginForm
            key={auto.kind === 'login' ? `${initial.usuario}\n${initial.senha}` : 'manual'}
            initial={initial}
            autoLogin={auto.kind === 'login'}
          />

          <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Link component="button" type="button" variant="body2" onClick={() => dispatch(recoveryOpened())}>
              Esqueci minha senha
            </Link>
            <Link component="button" type="button" variant="body2" onClick={() => setRegisterOpen(true)}>
              Cadastre seu estabelecimento
            </Link>
          </Stack>

          {/* the brand, and so its support number, is known only after login: no number is invented */}
          {BUILT_SUPPORT_PHONE && (
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              Suporte ao parceiro: <strong>{BUILT_SUPPORT_PHONE}</strong>
            </Typography>
          )}
        </Stack>
      </Paper>
      <Suspense fallback={null}>
        {recoveryOpen && <PasswordRecoveryDialog />}
        {registerOpen && <RegisterEstablishmentDialog open onClose={() => setRegisterOpen(false)} />}
      </Suspense>
    </Box>
  );
}
