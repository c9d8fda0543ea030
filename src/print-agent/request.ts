/** The body of POST /print and POST /imprimir: JSON or form-encoded, with the older field names too. */
import { z } from 'zod';
import type { PrintAgentPrintRequest } from '../shared/api/areas/printing';
import { meansYes } from '../shared/booleanText';

const ALIASES: Record<keyof PrintAgentPrintRequest, string[]> = {
  impressora: ['impressora', 'printer', 'nome', 'name'],
  texto: ['texto', 'text', 'conteudo'],
  blocos: ['blocos'],
  qtdeCopia: ['qtdeCopia', 'copias', 'copies'],
  delay: ['delay', 'intervalo'],
  larguraMaximaPagina: ['larguraMaximaPagina', 'largura', 'pageWidth'],
  saltoLinhaInicio: ['saltoLinhaInicio', 'saltoLinha', 'lineSkip'],
  margemEsquerda: ['margemEsquerda', 'marginLeft'],
  margemDireita: ['margemDireita', 'marginRight'],
  nomeFonte: ['nomeFonte', 'fonte', 'fontName'],
  tamanhoFonte: ['tamanhoFonte', 'fontSize'],
  impressaoProducao: ['impressaoProducao', 'producao', 'production'],
  idImpressao: ['idImpressao'],
  instanciaEsperada: ['instanciaEsperada'],
};

const int = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : v),
    z.coerce
      .number({ error: 'deve ser um número' })
      .int('deve ser um número inteiro')
      .min(min, `mínimo ${min}`)
      .max(max, `máximo ${max}`),
  );

const flag = z.preprocess((v) => meansYes(v), z.boolean());

const pageWidth = z.preprocess((v): string => {
  if (v === undefined || v === '') return '7,0';
  if (typeof v !== 'string' && typeof v !== 'number') return '';
  const s = String(v).trim().toLowerCase().replace('.', ',').replace(/\s*mm$/, '');
  if (s === '4,8' || s === '58') return '4,8';
  if (s === '7,0' || s === '7' || s === '80') return '7,0';
  return s;
}, z.enum(['4,8', '7,0'], { error: 'use 4,8 (58 mm) ou 7,0 (80 mm)' }));

const textSize = z.enum(['normal', 'tall', 'large']);
const align = z.enum(['left', 'center', 'right']);
const columnsCount = z.number().int().min(0).max(80);

/** A ticket block as the panel's layout makes it (src/shared/printing/model.ts). */
const blockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string(), align, bold: z.boolean(), size: textSize, indent: columnsCount, hang: columnsCount }),
  z.object({
    type: z.literal('columns'),
    left: z.string(),
    right: z.string(),
    fill: z.enum(['.', ' ']),
    bold: z.boolean(),
    size: textSize,
    indent: columnsCount,
    hang: columnsCount,
  }),
  z.object({ type: z.literal('pre'), text: z.string(), bold: z.boolean(), size: textSize }),
  z.object({ type: z.literal('separator'), char: z.enum(['-', '=']) }),
  z.object({ type: z.literal('feed'), lines: z.number().int().min(0).max(20) }),
  z.object({ type: z.literal('cut') }),
]);

const schema = z.object({
  impressora: z.string({ error: 'informe a impressora' }).trim().min(1, 'informe a impressora'),
  texto: z.string({ error: 'informe o texto' }).refine((t) => t.trim() !== '', 'o texto está vazio'),
  blocos: z.array(blockSchema, { error: 'os blocos são uma lista, como o painel os envia' }).max(2000).optional(),
  qtdeCopia: int(1, 20, 1),
  delay: int(0, 60_000, 1000),
  larguraMaximaPagina: pageWidth,
  saltoLinhaInicio: int(0, 20, 0),
  margemEsquerda: int(0, 20, 0),
  margemDireita: int(0, 20, 0),
  nomeFonte: z.preprocess((v) => (typeof v === 'string' && v.trim() ? v.trim() : 'Tahoma'), z.string()),
  tamanhoFonte: int(6, 72, 8),
  impressaoProducao: flag,
  idImpressao: z.string().trim().min(1).max(200).optional(),
  instanciaEsperada: z.string().trim().min(1).max(200).optional(),
});

export type ParsedPrintRequest = { ok: true; value: PrintAgentPrintRequest } | { ok: false; mensagem: string };

export function parsePrintRequest(body: unknown): ParsedPrintRequest {
  const source = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const picked: Record<string, unknown> = {};
  for (const [field, names] of Object.entries(ALIASES)) {
    const name = names.find((n) => source[n] !== undefined);
    if (name !== undefined) picked[field] = source[name];
  }
  const result = schema.safeParse(picked);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  return { ok: false, mensagem: `Dados de impressão inválidos${field ? ` (${field})` : ''}: ${issue?.message ?? 'verifique o pedido'}.` };
}
