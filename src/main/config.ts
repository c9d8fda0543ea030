/**
 * Which platform this installation talks to, decided at run time (one build serves the
 * sandbox, staging and production). First match wins:
 *   1. env PANEL_CONFIG: path to a JSON file with every base (PlatformConfig);
 *   2. env PANEL_PLATFORM_URL: one origin serving every base under the standard prefixes;
 *   3. <userData>/platform.json (written by support on a restaurant's PC);
 *   4. <resources>/platform.json (shipped inside an installer built for one platform);
 *   5. the local sandbox, http://127.0.0.1:4010.
 * A source that is present but wrong is an error, never a silent fall back to the next one:
 * a restaurant pointed at the wrong platform would miss its orders.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePlatformConfig, platformConfigFromOrigin, type PlatformConfig } from '../shared/config';

export const DEFAULT_PLATFORM_ORIGIN = 'http://127.0.0.1:4010';
export const PLATFORM_FILE = 'platform.json';

export interface ConfigSources {
  env: Record<string, string | undefined>;
  userDataDir: string;
  /** process.resourcesPath of a packaged app; absent in development. */
  resourcesDir?: string;
}

export interface ResolvedConfig {
  config: PlatformConfig;
  /** Where it came from, for the log. */
  source: string;
}

export function resolvePlatformConfig({ env, userDataDir, resourcesDir }: ConfigSources): ResolvedConfig {
  if (env.PANEL_CONFIG) {
    return { config: readConfigFile(env.PANEL_CONFIG), source: `PANEL_CONFIG (${env.PANEL_CONFIG})` };
  }
  if (env.PANEL_PLATFORM_URL) {
    return {
      config: configFromOrigin(env.PANEL_PLATFORM_URL, env.PANEL_ENVIRONMENT ?? 'sandbox', 'PANEL_PLATFORM_URL'),
      source: `PANEL_PLATFORM_URL (${env.PANEL_PLATFORM_URL})`,
    };
  }
  for (const dir of [userDataDir, resourcesDir]) {
    if (!dir) continue;
    const file = join(dir, PLATFORM_FILE);
    if (existsSync(file)) return { config: readConfigFile(file), source: file };
  }
  return {
    config: platformConfigFromOrigin(DEFAULT_PLATFORM_ORIGIN, 'sandbox'),
    source: `padrão: sandbox local em ${DEFAULT_PLATFORM_ORIGIN}`,
  };
}

function readConfigFile(file: string): PlatformConfig {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`Arquivo de configuração da plataforma não encontrado: ${file}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`Arquivo de configuração da plataforma não é um JSON válido: ${file}`);
  }
  try {
    return parsePlatformConfig(json);
  } catch (err) {
    throw new Error(`${(err as Error).message} (arquivo ${file})`, { cause: err });
  }
}

function configFromOrigin(value: string, environment: string, name: string): PlatformConfig {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    url = new URL('invalid:');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search) {
    throw new Error(
      `Configuração da plataforma inválida: ${name} precisa ser a origem http(s) da plataforma (ex.: https://plataforma.exemplo), recebido '${value}'.`,
    );
  }
  return parsePlatformConfig(platformConfigFromOrigin(url.origin, environment));
}
