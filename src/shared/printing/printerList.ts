/**
 * A machine's list of network printers, as the desktop app (PANEL_PRINTERS, printers.json) and
 * the print agent (PRINT_AGENT_PRINTERS, its settings file) read it:
 * [{ "name": "Cozinha", "uri": "tcp://192.168.0.50:9100", "codePage": "cp850" }].
 */
import { z } from 'zod';
import { DEFAULT_CODE_PAGE, parseCodePage } from './codePages';
import { type PrinterConfig, parsePrinterUri } from './printers';

const PRINTER_SHAPE = 'cada impressora é { "name", "uri", "codePage" }';

export const printerConfigSchema = z.object(
  {
    name: z.string({ error: 'informe o nome da impressora' }).trim().min(1, 'informe o nome da impressora'),
    uri: z
      .string({ error: 'informe o endereço: tcp://ip:porta ou os://nome' })
      .trim()
      .refine((u) => parsePrinterUri(u) !== null, { error: (issue) => `"${String(issue.input)}" não é um endereço de impressora: use tcp://ip:porta ou os://nome` }),
    codePage: z
      .string({ error: 'a página de código é um texto, como "cp850"' })
      .optional()
      .transform((c, ctx) => {
        if (c === undefined) return DEFAULT_CODE_PAGE;
        const parsed = parseCodePage(c);
        if (!parsed) ctx.addIssue({ code: 'custom', message: 'página de código: cp850, cp860, cp858, wpc1252 ou sem-acentos' });
        return parsed ?? DEFAULT_CODE_PAGE;
      }),
  },
  { error: PRINTER_SHAPE },
);

export const printerListSchema = z.array(printerConfigSchema, { error: 'é uma lista: [{ "name", "uri", "codePage" }]' });

/**
 * The first problem of a settings file or printer list, as a sentence in Portuguese that names
 * the printer in words: 'Impressora 1 (Caixa): informe o endereço: tcp://ip:porta ou os://nome.'
 * `input`: what was parsed (a printer list, or a settings file with "printers"), for the names.
 */
export function explainIssue(error: z.ZodError, input?: unknown): string {
  const issue = error.issues[0];
  const path = issue?.path ?? [];
  // a printer's problem: [index, field] in a list, ['printers', index, field] in a settings file
  const at = typeof path[0] === 'number' ? 0 : path[0] === 'printers' && typeof path[1] === 'number' ? 1 : -1;
  const where = at >= 0 ? printerInWords(Number(path[at]), input) : path.join('.');
  return sentence(`${where ? `${where}: ` : ''}${issue?.message ?? 'inválida'}`);
}

/** 'Impressora 2 (Cozinha)', or 'Impressora 2' when it has no name yet. */
function printerInWords(index: number, input: unknown): string {
  const list = Array.isArray(input) ? input : typeof input === 'object' && input !== null ? (input as { printers?: unknown }).printers : undefined;
  const printer: unknown = Array.isArray(list) ? list[index] : undefined;
  const name = typeof printer === 'object' && printer !== null ? (printer as { name?: unknown }).name : undefined;
  return typeof name === 'string' && name.trim() !== '' ? `Impressora ${index + 1} (${name.trim()})` : `Impressora ${index + 1}`;
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** '[{"name":"Cozinha","uri":"tcp://127.0.0.1:9101","codePage":"cp850"}]' -> printers. Throws in Portuguese. */
export function parsePrintersJson(json: string): PrinterConfig[] {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new Error('Lista de impressoras inválida: não é um JSON.');
  }
  const result = printerListSchema.safeParse(data);
  if (!result.success) throw new Error(`Lista de impressoras inválida: ${explainIssue(result.error, data)}`);
  return result.data;
}
