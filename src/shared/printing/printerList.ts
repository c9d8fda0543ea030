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

/** The first problem of a settings file or list, in Portuguese: 'printers.0.uri: use tcp://...'. */
export function explainIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue?.path.join('.');
  return `${where ? `${where}: ` : ''}${issue?.message ?? 'inválida'}`;
}

/** '[{"name":"Cozinha","uri":"tcp://127.0.0.1:9101","codePage":"cp850"}]' -> printers. Throws in Portuguese. */
export function parsePrintersJson(json: string): PrinterConfig[] {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new Error('Lista de impressoras inválida: não é um JSON.');
  }
  const result = printerListSchema.safeParse(data);
  if (!result.success) throw new Error(`Lista de impressoras inválida: ${explainIssue(result.error)}`);
  return result.data;
}
