/** Where the agent listens and which printers it knows: environment, config file, defaults. */
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
}

const fileSchema = z.union([
  printerListSchema,
  z.object({
    printers: printerListSchema.default([]),
    port: z.number().int().optional(),
    legacyPort: z.number().int().optional(),
    origins: z.array(z.string()).optional(),
  }),
]);

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} inválida: ${value}`);
  return n;
}

/**
 * PRINT_AGENT_CONFIG (or --config): a JSON file, either a printer list or
 * { printers, port, legacyPort, origins }. PRINT_AGENT_PRINTERS: a printer list as JSON.
 * PRINT_AGENT_PORT, PRINT_AGENT_LEGACY_PORT, PRINT_AGENT_ORIGINS (comma separated) win over the file.
 */
export async function loadAgentConfig(env: NodeJS.ProcessEnv, argv: string[] = []): Promise<PrintAgentConfig> {
  const flag = argv.indexOf('--config');
  const file = flag >= 0 ? argv[flag + 1] : env.PRINT_AGENT_CONFIG;
  let printers: PrinterConfig[] = [];
  let filePort: number | undefined;
  let fileLegacyPort: number | undefined;
  let origins: string[] = [];
  if (file) {
    let data: unknown;
    try {
      data = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      throw new Error(`Não foi possível ler a configuração ${file}: ${(error as Error).message}`, { cause: error });
    }
    const parsed = fileSchema.safeParse(data);
    if (!parsed.success) throw new Error(`Configuração ${file} inválida: ${explainIssue(parsed.error)}`);
    if (Array.isArray(parsed.data)) printers = parsed.data;
    else {
      printers = parsed.data.printers;
      filePort = parsed.data.port;
      fileLegacyPort = parsed.data.legacyPort;
      origins = parsed.data.origins ?? [];
    }
  }
  if (env.PRINT_AGENT_PRINTERS) printers = parsePrintersJson(env.PRINT_AGENT_PRINTERS);
  if (env.PRINT_AGENT_ORIGINS) origins = env.PRINT_AGENT_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean);
  return {
    port: port(env.PRINT_AGENT_PORT, filePort ?? DEFAULT_PORT, 'PRINT_AGENT_PORT'),
    legacyPort: port(env.PRINT_AGENT_LEGACY_PORT, fileLegacyPort ?? DEFAULT_LEGACY_PORT, 'PRINT_AGENT_LEGACY_PORT'),
    printers,
    allowedOrigins: origins,
  };
}
