import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../ui/messages';
import { autoLoginFrom, decodeBase64Usuario, formatCountdown, hasHash, remainingMs, RECOVERY_CODE_TTL_MS } from './model';
import { documentSchema, newPasswordSchema, registerSchema } from './formSchemas';

const errorOf = async (schema: { validate(v: unknown): Promise<unknown> }, value: unknown) => {
  try {
    await schema.validate(value);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('decodeBase64Usuario', () => {
  it('decodes standard base64, with or without padding', () => {
    expect(decodeBase64Usuario('cGl6emFyaWE=')).toBe('pizzaria');
    expect(decodeBase64Usuario('cGl6emFyaWE')).toBe('pizzaria');
  });
  it('decodes UTF-8 names', () => {
    const encoded = btoa(String.fromCharCode(...new TextEncoder().encode('joão')));
    expect(decodeBase64Usuario(encoded)).toBe('joão');
  });
  it("reads a space as '+' (a '+' left unencoded in a query string) and accepts the URL-safe alphabet", () => {
    // 'a>?' is 'YT4/' in standard base64 and 'YT4_' URL-safe; '>>>' is 'Pj4+'
    expect(decodeBase64Usuario('Pj4 ')).toBe('>>>');
    expect(decodeBase64Usuario('YT4_')).toBe('a>?');
  });
  it('refuses what is not base64 or decodes to nothing readable', () => {
    expect(['', 'pizzaria!', 'a', btoa('\u0001\u0002')].map((value) => decodeBase64Usuario(value))).toEqual([null, null, null, null]);
    expect(decodeBase64Usuario('/w==')).toBeNull(); // 0xff is not UTF-8
  });
});

describe('autoLoginFrom', () => {
  it('takes usuario (base64) and hash from the path; the hash is the credential sent as senha', () => {
    expect(autoLoginFrom({ usuario: 'cGl6emFyaWE=', hash: 'senha123' }, '')).toEqual({
      kind: 'login',
      credentials: { usuario: 'pizzaria', senha: 'senha123' },
    });
  });
  it('takes them from the query string too', () => {
    expect(autoLoginFrom({}, '?usuario=cGl6emFyaWE%3D&hash=senha123')).toEqual({
      kind: 'login',
      credentials: { usuario: 'pizzaria', senha: 'senha123' },
    });
  });
  it('needs both parts', () => {
    expect(autoLoginFrom({}, '?usuario=cGl6emFyaWE%3D')).toEqual({ kind: 'none' });
    expect(autoLoginFrom({}, '?hash=x')).toEqual({ kind: 'none' });
    expect(autoLoginFrom({}, '')).toEqual({ kind: 'none' });
  });
  it('says so when usuario is not base64', () => {
    expect(autoLoginFrom({ usuario: 'pizzaria!', hash: 'x' }, '')).toEqual({ kind: 'invalid' });
  });
});

describe('hasHash', () => {
  it('sees a hash in the path or the query', () => {
    expect(([[{ hash: 'x' }, ''], [{}, '?hash=x'], [{}, '?usuario=x']] as const).map(([a, b]) => hasHash(a, b))).toEqual([true, true, false]);
  });
});

describe('recovery countdown', () => {
  it('lasts 5 minutes', () => {
    expect(RECOVERY_CODE_TTL_MS).toBe(300_000);
  });
  it('shows mm:ss, rounding partial seconds up and never below zero', () => {
    expect([300_000, 299_000, 299_500, 61_000, 1, 0, -5_000].map((value) => formatCountdown(value))).toEqual(['05:00', '04:59', '05:00', '01:01', '00:01', '00:00', '00:00']);
  });
  it('counts the time left from the deadline', () => {
    expect(remainingMs(10_000, 4_000)).toBe(6_000);
    expect(remainingMs(10_000, 12_000)).toBe(0);
  });
});

describe('recovery validation', () => {
  it('asks for a complete CPF (11 digits) or CNPJ (14 characters, numeric or alphanumeric)', async () => {
    expect(await errorOf(documentSchema, { documento: '' })).toBe(MESSAGES.recoveryDocumentRequired);
    expect(await errorOf(documentSchema, { documento: '123.456.789-0' })).toBe(MESSAGES.recoveryDocumentInvalid);
    expect(await errorOf(documentSchema, { documento: '12.345.678/0001-9' })).toBe(MESSAGES.recoveryDocumentInvalid);
    expect(await errorOf(documentSchema, { documento: '12.ABC.345/01DE' })).toBe(MESSAGES.recoveryDocumentInvalid);
    expect(await errorOf(documentSchema, { documento: '123.456.789-09' })).toBeNull();
    expect(await errorOf(documentSchema, { documento: '12.345.678/0001-95' })).toBeNull();
    expect(await errorOf(documentSchema, { documento: '12.ABC.345/01DE-35' })).toBeNull();
  });
  it('refuses wrong check digits, naming the document', async () => {
    expect(await errorOf(documentSchema, { documento: '123.456.789-08' })).toBe(MESSAGES.cpfInvalid);
    expect(await errorOf(documentSchema, { documento: '12.345.678/0001-90' })).toBe(MESSAGES.cnpjInvalid);
    expect(await errorOf(documentSchema, { documento: '12.ABC.345/01DE-36' })).toBe(MESSAGES.cnpjInvalid);
  });
  it('wants a new password of at least 8 characters, confirmed', async () => {
    expect(await errorOf(newPasswordSchema, { senha: '1234567', confirmacao: '1234567' })).toBe(
      'A Senha deve ter no mínimo 8 caracteres.',
    );
    expect(await errorOf(newPasswordSchema, { senha: '12345678', confirmacao: '12345679' })).toBe(
      'A senha e a confirmação de senha não são iguais.',
    );
    expect(await errorOf(newPasswordSchema, { senha: '12345678', confirmacao: '12345678' })).toBeNull();
  });
});

describe('register-establishment validation', () => {
  const valid = { nome: 'Ana', estabelecimento: 'Pastelaria da Ana', celular: '(11)98765-4321', email: 'ana@exemplo.com.br' };
  it('accepts a complete request', async () => {
    expect(await errorOf(registerSchema, valid)).toBeNull();
  });
  it('wants a full mobile number and a real e-mail address', async () => {
    expect(await errorOf(registerSchema, { ...valid, celular: '(11)98765-432' })).toBe(MESSAGES.registerMobileInvalid);
    expect(await errorOf(registerSchema, { ...valid, email: 'ana@' })).toBe(MESSAGES.registerEmailInvalid);
    expect(await errorOf(registerSchema, { ...valid, nome: '  ' })).toBe(MESSAGES.registerNameRequired);
  });
});
