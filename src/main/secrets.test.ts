import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createSecretStore, secretsPath } from './secrets';
import { electron } from './test/mocks';

vi.mock('electron', async () => (await import('./test/mocks')).electron.module);
vi.mock('./log', async () => ({ default: (await import('./test/mocks')).logger.log }));

const dir = mkdtempSync(join(tmpdir(), 'painel-segredos-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let file: string;
let n = 0;
beforeEach(() => {
  electron.reset();
  file = secretsPath(join(dir, String(n++)));
});
const store = () => createSecretStore(file, electron.module.safeStorage as never);

describe('secrets with safeStorage', () => {
  it('stores encrypted, never in plain text, and reads back', () => {
    const secrets = store();
    expect(secrets.get('session')).toBeNull();
    secrets.set('session', 'hash-da-sessao-123');
    secrets.set('qzPrivateKey', '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----');
    const onDisk = readFileSync(file, 'utf8');
    expect(onDisk).not.toContain('hash-da-sessao-123');
    expect(onDisk).not.toContain('PRIVATE KEY');
    expect(store().get('session')).toBe('hash-da-sessao-123');
    expect(store().get('qzPrivateKey')).toContain('BEGIN PRIVATE KEY');
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('deletes one secret and keeps the others', () => {
    const secrets = store();
    secrets.set('session', 'a');
    secrets.set('qzPrivateKey', 'b');
    secrets.delete('session');
    secrets.delete('session');
    expect(secrets.get('session')).toBeNull();
    expect(secrets.get('qzPrivateKey')).toBe('b');
  });

  it('refuses to store when the OS offers no encryption (no plain-text fallback)', () => {
    electron.safe.available = false;
    expect(() => store().set('session', 'x')).toThrow('O armazenamento seguro do sistema não está disponível: o dado não foi salvo.');
    expect(store().get('session')).toBeNull();
  });

  it('a value that cannot be decrypted (another user or machine) reads as absent', () => {
    const secrets = store();
    secrets.set('session', 'x');
    const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    all.session = Buffer.from('lixo').toString('base64');
    writeFileSync(file, JSON.stringify(all));
    expect(store().get('session')).toBeNull();
  });
});
