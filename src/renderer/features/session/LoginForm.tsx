import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BusyButton } from '../../ui/BusyButton';
import { Form, Formik } from 'formik';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { fieldError } from './formErrors';
import { AUTO_LOGIN_DELAY_MS, type Credentials } from './model';
import { loginSchema } from './formSchemas';
import { loginRequested } from './sessionSlice';

interface Props {
  /** the fields' starting values (an auto-login link fills them) */
  initial: Credentials;
  /** log in by itself AUTO_LOGIN_DELAY_MS after showing the filled fields */
  autoLogin: boolean;
}

/** Usuário, Senha and ACESSAR; Enter submits; the server's refusal is shown above the button. */
export function LoginForm({ initial, autoLogin }: Props) {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector((s) => s.session.login);
  const loading = status === 'loading';
  const { usuario, senha } = initial;

  useEffect(() => {
    if (!autoLogin) return;
    const timer = setTimeout(() => dispatch(loginRequested({ usuario, senha })), AUTO_LOGIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoLogin, usuario, senha, dispatch]);

  return (
    <Formik
      initialValues={initial}
      validationSchema={loginSchema}
      validateOnBlur={false}
      onSubmit={(values) => {
        if (!loading) dispatch(loginRequested({ usuario: values.usuario.trim(), senha: values.senha }));
      }}
    >
      {(form) => (
        <Form noValidate aria-label="Entrar no painel">
          <Stack spacing={2}>
            <TextField
              id="login-usuario"
              label="Usuário"
              autoComplete="username"
              autoFocus={!autoLogin}
              fullWidth
              {...form.getFieldProps('usuario')}
              {...fieldError(form, 'usuario')}
            />
            <TextField
              id="login-senha"
              label="Senha"
              type="password"
              autoComplete="current-password"
              fullWidth
              {...form.getFieldProps('senha')}
              {...fieldError(form, 'senha')}
            />
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <BusyButton type="submit" size="large" busy={loading}>
              ACESSAR
            </BusyButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
