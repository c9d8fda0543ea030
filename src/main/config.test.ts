import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { platformConfigFromOrigin } from '../shared/config';
import { DEFAULT_PLATFORM_ORIGIN, resolvePlatformConfig } from './config';

const root = mkdtempSync(join(tmpdir(), 'painel-config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const staging = platformConfigFromOrigin('https://staging.exemplo', 'staging');
const production = platformConfigFromOrigin('https://plataforma.exemplo', 'production');

function dir(name: string, platform?: unknown): string {
  const path = join(root, name);
  mkdirSync(path, { recursive: true });
  if (platform !== undefined) {
    writeFileSync(join(path, 'platform.json'), typeof platform === 'string' ? platform : JSON.stringify(platform));
  }
  return path;
}

const file = (name: string, content: unknown): string => {
  const path = join(root, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};

describe('platform config resolution', () => {
  const userData = dir('user-data', production);
  const resources = dir('resources', platformConfigFromOrigin('https://instalador.exemplo', 'production'));
  const staged = file('staging.json', staging);

  it('takes PANEL_CONFIG first', () => {
    const { config, source } = resolvePlatformConfig({
      env: { PANEL_CONFIG: staged, PANEL_PLATFORM_URL: 'http://127.0.0.1:9999' },
      userDataDir: userData,
      resourcesDir: resources,
    });
    expect(config).toEqual(staging);
    expect(source).toContain('PANEL_CONFIG');
  });

  it('then PANEL_PLATFORM_URL, one origin for every base', () => {
    const { config } = resolvePlatformConfig({
      env: { PANEL_PLATFORM_URL: 'http://127.0.0.1:9999/' },
      userDataDir: userData,
      resourcesDir: resources,
    });
    expect(config).toEqual(platformConfigFromOrigin('http://127.0.0.1:9999', 'sandbox'));
  });

  it('then <userData>/platform.json, then the installer’s resources/platform.json', () => {
    expect(resolvePlatformConfig({ env: {}, userDataDir: userData, resourcesDir: resources }).config).toEqual(production);
    const fromInstaller = resolvePlatformConfig({ env: {}, userDataDir: dir('vazio'), resourcesDir: resources });
    expect(fromInstaller.config.legacyBaseUrl).toBe('https://instalador.exemplo/api/');
  });

  it('falls back to the local sandbox and says so', () => {
    const { config, source } = resolvePlatformConfig({ env: {}, userDataDir: dir('nada') });
    expect(config).toEqual(platformConfigFromOrigin(DEFAULT_PLATFORM_ORIGIN, 'sandbox'));
    expect(source).toContain('sandbox local');
  });

  it('refuses an invalid config file with a message in Portuguese, never falling back', () => {
    const bad = file('ruim.json', { ...staging, jsonBaseUrl: 'ftp://x' });
    expect(() => resolvePlatformConfig({ env: { PANEL_CONFIG: bad }, userDataDir: userData })).toThrow(
      /Configuração da plataforma inválida: 'jsonBaseUrl' precisa ser um endereço http\(s\)\. \(arquivo .*ruim\.json\)/,
    );
    expect(() => resolvePlatformConfig({ env: { PANEL_CONFIG: file('quebrado.json', '{ nao é json') }, userDataDir: userData })).toThrow(
      /não é um JSON válido/,
    );
    expect(() => resolvePlatformConfig({ env: { PANEL_CONFIG: join(root, 'sumiu.json') }, userDataDir: userData })).toThrow(
      /não encontrado/,
    );
    expect(() => resolvePlatformConfig({ env: {}, userDataDir: dir('user-data-ruim', '[]') })).toThrow(/inválida/);
  });

  it('refuses a PANEL_PLATFORM_URL that is not an http(s) origin', () => {
    for (const value of ['127.0.0.1:4010', 'ftp://host', 'https://host/caminho', 'lixo']) {
      expect(() => resolvePlatformConfig({ env: { PANEL_PLATFORM_URL: value }, userDataDir: userData })).toThrow(
        /PANEL_PLATFORM_URL precisa ser a origem http\(s\)/,
      );
    }
  });
});
