import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRINT_SETTINGS, type PrintSettings } from '../../../../shared/api/areas/printing';
import { buildAccentTestTicket } from '../../../../shared/printing/testPage';
import { PrintFailure } from '../model';
import { desktopQzSigner } from './index';
import { createQzDriver, webCryptoSigner, type QzApi } from './qzDriver';

const base: PrintSettings = { ...DEFAULT_PRINT_SETTINGS, metodoImpressao: 'qz', impressora: 'Caixa', qzCertificate: '-----BEGIN CERTIFICATE-----\nx\n-----END CERTIFICATE-----' };
const ticket = buildAccentTestTicket('Caixa', 'cp850', base);

function fakeQz(opts: { connect?: () => Promise<void> } = {}) {
  let active = false;
  let signer: ((toSign: string) => Promise<string>) | null = null;
  let certificate: ((resolve: (c: string) => void) => void) | null = null;
  const qz = {
    websocket: {
      isActive: () => active,
      connect: vi.fn(async () => {
        await (opts.connect?.() ?? Promise.resolve());
        active = true;
      }),
    },
    security: {
      setCertificatePromise: vi.fn((handler: (resolve: (c: string) => void) => void) => {
        certificate = handler;
      }),
      setSignatureAlgorithm: vi.fn(),
      setSignaturePromise: vi.fn((factory: (toSign: string) => Promise<string>) => {
        signer = factory;
      }),
    },
    configs: { create: vi.fn((printer: string) => ({ printer })) },
    printers: { find: vi.fn(() => Promise.resolve(['Caixa', 'Cozinha'])) },
    print: vi.fn(() => Promise.resolve()),
  };
  return {
    qz: qz as unknown as QzApi,
    raw: qz,
    sign: (s: string) => signer!(s),
    certificate: () => new Promise<string>((resolve) => certificate!(resolve)),
  };
}

async function failure(promise: Promise<unknown>): Promise<PrintFailure> {
  const e = await promise.then(() => null, (error: unknown) => error);
  expect(e).toBeInstanceOf(PrintFailure);
  return e as PrintFailure;
}

describe('QZ Tray', () => {
  it('prints raw ESC/POS (base64) with the certificate and SHA512 signatures', async () => {
    const fake = fakeQz();
    const sign = vi.fn(() => Promise.resolve('assinatura'));
    const driver = createQzDriver({ loadQz: () => Promise.resolve(fake.qz), settings: () => base, sign });
    await driver.print({ printer: 'Caixa', ticket, codePage: 'cp860', settings: base, printId: 'job-1:0' });
    expect(fake.raw.security.setSignatureAlgorithm).toHaveBeenCalledWith('SHA512');
    await expect(fake.certificate()).resolves.toBe(base.qzCertificate);
    await expect(fake.sign('dados')).resolves.toBe('assinatura');
    expect(sign).toHaveBeenCalledWith('dados');
    expect(fake.raw.print).toHaveBeenCalledWith({ printer: 'Caixa' }, [
      { type: 'raw', format: 'command', flavor: 'base64', data: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/) },
    ]);
    await expect(driver.listPrinters()).resolves.toEqual([{ name: 'Caixa' }, { name: 'Cozinha' }]);
  });

  it("without a certificate: 'QZ: Falta configurar CERTIFICADO'", async () => {
    const fake = fakeQz();
    const settings = { ...base, qzCertificate: '' };
    const driver = createQzDriver({ loadQz: () => Promise.resolve(fake.qz), settings: () => settings, sign: vi.fn() });
    const f = await failure(driver.print({ printer: 'Caixa', ticket, codePage: undefined, settings, printId: 'job-1:0' }));
    expect(f.message).toBe('QZ: Falta configurar CERTIFICADO');
    expect(fake.raw.print).not.toHaveBeenCalled();
  });

  it("without a private key: 'QZ: Falta configurar PRIVATE' (browser signer and Electron's)", async () => {
    await expect(webCryptoSigner(() => '')('x')).rejects.toThrow('QZ: Falta configurar PRIVATE');
    const desktop = { qzSign: vi.fn(() => Promise.resolve({ ok: false as const, code: 'no-key' as const, message: 'QZ: Falta configurar PRIVATE' })) };
    const fake = fakeQz();
    const driver = createQzDriver({ loadQz: () => Promise.resolve(fake.qz), settings: () => base, sign: desktopQzSigner(desktop) });
    await driver.print({ printer: 'Caixa', ticket, codePage: undefined, settings: base, printId: 'job-1:0' });
    // QZ asks for a signature: main has no key
    await expect(fake.sign('x')).rejects.toThrow('QZ: Falta configurar PRIVATE');
    expect(desktop.qzSign).toHaveBeenCalledWith('x');
  });

  it('QZ Tray not running: EP01, retried', async () => {
    const fake = fakeQz({ connect: () => Promise.reject(new Error('Unable to establish connection with QZ')) });
    const driver = createQzDriver({ loadQz: () => Promise.resolve(fake.qz), settings: () => base, sign: vi.fn() });
    const f = await failure(driver.print({ printer: 'Caixa', ticket, codePage: undefined, settings: base, printId: 'job-1:0' }));
    expect([f.message, f.retryable]).toEqual(['Erro EP01 - módulo de impressão', true]);
  });

  it('signs in the browser with Web Crypto: RSA SHA-512 that the public key verifies', async () => {
    const { privateKey, publicKey } = await crypto.subtle.generateKey(
      { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-512' },
      true,
      ['sign', 'verify'],
    );
    const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', privateKey));
    const pem = `-----BEGIN PRIVATE KEY-----\n${btoa(String.fromCharCode(...pkcs8))}\n-----END PRIVATE KEY-----`;
    const signature = await webCryptoSigner(() => pem)('pedido 42');
    const bytes = Uint8Array.from(atob(signature), (c) => c.charCodeAt(0));
    await expect(crypto.subtle.verify('RSASSA-PKCS1-v1_5', publicKey, bytes, new TextEncoder().encode('pedido 42'))).resolves.toBe(true);
  });
});
