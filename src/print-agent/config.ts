/**
 * Where the agent listens and which printers it knows. Each setting comes from the command line,
 * else the environment, else the settings file, else the default:
 *   --config FILE   PRINT_AGENT_CONFIG   (default: config.json in the user's config folder, if there)
 *   --printers JSON PRINT_AGENT_PRINTERS "printers"  [{ "name", "uri": "tcp://ip:9100" | "os://NOME", "codePage" }]
 *   --port N        PRINT_AGENT_PORT     "port"       65516
 *   --legacy-port N PRINT_AGENT_LEGACY_PORT "legacyPort" 65517
 *   --origins A,B   PRINT_AGENT_ORIGINS  "origins"    origins of the panel besides localhost
 * The file is either a printer list or { printers, port, legacyPort, origins }.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { DEFAULT_PRINT_AGENT_LEGACY_URL, DEFAULT_PRINT_AGENT_URL } from '../shared/config';
import { explainIssue, parsePrintersJson, printerListSchema } from '../shared/printing/printerList';
import type { PrinterConfig } from '../shared/printing/printers';

export const DEFAULT_PORT = Number(new URL(DEFAULT_PRINT_AGENT_URL).port);
export const DEFAULT_LEGACY_PORT = Number(new URL(DEFAULT_PRINT_AGENT_LEGACY_URL).port);

export interface PrintAgentConfig {
  port: number;
  legacyPort: number;
  printers: PrinterConfig[];
  /** origins allowed to call the agent from a browser; 'http://localhost:*' style port wildcards */
  allowedOrigins: string[];
  /** the settings file read, if any */
  file: string | null;
}

/** Settings given on the command line (strings, as typed). */
export interface SettingsFlags {
  config?: string;
  printers?: string;
  port?: string;
  'legacy-port'?: string;
  origins?: string;
}

/** The settings cannot be used: the agent does not start (exit code EXIT_BAD_SETTINGS). */
export class SettingsError extends Error {}

const portSchema = z.number({ error: 'a porta deve ser um número' }).int('a porta deve ser um número inteiro').min(0).max(65535, 'a porta vai até 65535');

const FILE_SHAPE = 'o arquivo é uma lista de impressoras ou { "printers", "port", "legacyPort", "origins" }';

// A bare printer list is the short form of { "printers": [...] }.
const fileSchema = z.preprocess(
  (data) => (Array.isArray(data) ? { printers: data } : data),
  z.strictObject(
    {
      printers: printerListSchema.default([]),
      port: portSchema.optional(),
      legacyPort: portSchema.optional(),
      origins: z.array(z.string().trim().min(1), { error: 'origins é uma lista de endereços, como ["https://parceiro.exemplo.com.br"]' }).optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `campo desconhecido: ${issue.keys.join(', ')} (${FILE_SHAPE})` : FILE_SHAPE) },
  ),
);

type FileSettings = { printers?: PrinterConfig[]; port?: number; legacyPort?: number; origins?: string[] };

async function readSettingsFile(file: string): Promise<FileSettings> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'o arquivo não existe' : code === 'EACCES' ? 'sem permissão de leitura' : (error as Error).message;
    throw new SettingsError(`Não foi possível ler o arquivo de configuração ${file}: ${why}.`, { cause: error });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new SettingsError(`O arquivo de configuração ${file} não é um JSON válido: ${(error as Error).message}.`, { cause: error });
  }
  const parsed = fileSchema.safeParse(data);
  if (!parsed.success) throw new SettingsError(`Configuração inválida em ${file}: ${explainIssue(parsed.error, data)}`);
  return parsed.data;
}

function port(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const result = portSchema.safeParse(Number(value));
  if (!result.success) throw new SettingsError(`Porta inválida em ${name}: ${value} (use um número de 0 a 65535).`);
  return result.data;
}

function printers(json: string | undefined, name: string): PrinterConfig[] | undefined {
  if (json === undefined) return undefined;
  try {
    return parsePrintersJson(json);
  } catch (error) {
    throw new SettingsError(`${name}: ${(error as Error).message}`);
  }
}

const list = (value: string | undefined) => value?.split(',').map((o) => o.trim()).filter(Boolean);

/**
 * The settings of this run. `defaultFile` (the user's config folder) is read only when it
 * exists and no other file is named. Throws SettingsError with the reason in Portuguese.
 */
export async function loadAgentConfig(
  env: Record<string, string | undefined>,
  flags: SettingsFlags = {},
  defaultFile?: string,
): Promise<PrintAgentConfig> {
  const named = flags.config ?? (env.PRINT_AGENT_CONFIG || undefined);
  const file = named ?? (defaultFile && existsSync(defaultFile) ? defaultFile : null);
  const fromFile = file ? await readSettingsFile(file) : {};
  return {
    port: port(flags.port, '--port') ?? port(env.PRINT_AGENT_PORT, 'PRINT_AGENT_PORT') ?? fromFile.port ?? DEFAULT_PORT,
    legacyPort:
      port(flags['legacy-port'], '--legacy-port') ??
      port(env.PRINT_AGENT_LEGACY_PORT, 'PRINT_AGENT_LEGACY_PORT') ??
      fromFile.legacyPort ??
      DEFAULT_LEGACY_PORT,
    printers: printers(flags.printers, '--printers') ?? printers(env.PRINT_AGENT_PRINTERS || undefined, 'PRINT_AGENT_PRINTERS') ?? fromFile.printers ?? [],
    allowedOrigins: list(flags.origins) ?? list(env.PRINT_AGENT_ORIGINS || undefined) ?? fromFile.origins ?? [],
    file,
  };
}
