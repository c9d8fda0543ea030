/**
 * The forms' rules (Yup) of the login screen, the recovery wizard and the register modal. Apart
 * from model.ts so that code which runs without these forms (the sagas, in the first download)
 * does not carry Yup.
 */
import * as Yup from 'yup';
import { documentKind, isValidCnpj, isValidCpf, isValidMobile } from '../../../shared/documents';
import { MESSAGES } from '../../ui/messages';
import { MIN_PASSWORD_LENGTH } from './model';

export const loginSchema = Yup.object({
  usuario: Yup.string().trim().required(MESSAGES.loginUsuarioRequired),
  senha: Yup.string().required(MESSAGES.loginSenhaRequired),
});

/** CPF or CNPJ (numeric or alphanumeric): complete first, then its check digits. */
export const documentSchema = Yup.object({
  documento: Yup.string()
    .required(MESSAGES.recoveryDocumentRequired)
    .test('complete', MESSAGES.recoveryDocumentInvalid, (v) => documentKind(v ?? '') !== null)
    .test('cpf', MESSAGES.cpfInvalid, (v) => documentKind(v ?? '') !== 'cpf' || isValidCpf(v ?? ''))
    .test('cnpj', MESSAGES.cnpjInvalid, (v) => documentKind(v ?? '') !== 'cnpj' || isValidCnpj(v ?? '')),
});

export const establishmentSchema = Yup.object({
  estabelecimento: Yup.string().required(MESSAGES.recoveryEstablishmentRequired),
});

export const newPasswordSchema = Yup.object({
  senha: Yup.string().required(MESSAGES.recoveryPasswordRequired).min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort),
  confirmacao: Yup.string()
    .required(MESSAGES.recoveryConfirmationRequired)
    .oneOf([Yup.ref('senha')], MESSAGES.passwordMismatch),
});

export const recoveryFormSchema = Yup.object({
  forma: Yup.string().oneOf(['email', 'sms'], MESSAGES.recoveryFormRequired).required(MESSAGES.recoveryFormRequired),
});

export const codeSchema = Yup.object({
  codigo: Yup.string().trim().required(MESSAGES.recoveryCodeRequired),
});

export const registerSchema = Yup.object({
  nome: Yup.string().trim().required(MESSAGES.registerNameRequired),
  estabelecimento: Yup.string().trim().required(MESSAGES.registerStoreRequired),
  celular: Yup.string()
    .required(MESSAGES.registerMobileRequired)
    .test('mobile-length', MESSAGES.registerMobileInvalid, (v) => isValidMobile(v ?? '')),
  email: Yup.string().trim().required(MESSAGES.registerEmailRequired).email(MESSAGES.registerEmailInvalid),
});
