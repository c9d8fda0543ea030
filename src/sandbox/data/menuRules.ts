import { availabilitySchema, type Availability } from '../../shared/api';
import { formatCentsBRL } from '../../shared/format';
import { MONEY_MAX_CENTS } from '../../shared/money';
import type { Param, SandboxDb } from '../db';
import { searchKey } from '../../shared/search';
import { isUploadedFile, type UploadedFile } from '../uploads';

/**
 * What the menu, variation and stock calls share on the platform's side: the refusals (answered
 * as status false with the reason), prices, schedules, positions and uploaded images.
 */

/** The platform refuses the call; the panel shows `message` ('Atenção!'). */
export class Refusal extends Error {
  constructor(
    message: string,
    /** photo uploads answer their reasons in erros */
    readonly field: 'erro' | 'erros' = 'erro',
  ) {
    super(message);
  }
}

/** A price as the panel's money rule takes it (src/shared/money.ts: R$ 999,99 at most). */
export function checkPrice(cents: number, what = 'O preço'): void {
  if (!Number.isFinite(cents) || cents < 0) throw new Refusal(`${what} não pode ser negativo.`);
  if (cents > MONEY_MAX_CENTS) throw new Refusal(`${what} passa do limite de ${formatCentsBRL(MONEY_MAX_CENTS)}.`);
}

/** A name typed by the person: trimmed, required, at most `max` characters. */
export function requiredName(value: string, what: string, max = 100): string {
  const name = value.trim().replace(/\s+/g, ' ');
  if (name === '') throw new Refusal(`Informe ${what}.`);
  if (name.length > max) throw new Refusal(`${capitalise(what)} pode ter no máximo ${max} caracteres.`);
  return name;
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Accent- and case-insensitive equality of names (duplicates). */
export const sameName = (a: string, b: string): boolean => searchKey(a.trim()) === searchKey(b.trim());

/**
 * A schedule sent as JSON text ('' : always available) -> what the table keeps (JSON or NULL).
 * Each period must lie within the day and end after it starts.
 */
export function storedAvailability(text: string | undefined): string | null {
  if (text === undefined || text.trim() === '' || text.trim() === 'null') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Refusal('Disponibilidade inválida: o horário não pôde ser lido.');
  }
  const result = availabilitySchema.safeParse(parsed);
  if (!result.success) throw new Refusal('Disponibilidade inválida: use os dias do, sg, te, qa, qi, sx, sb com initAt e endAt em minutos.');
  const schedule = result.data;
  if (schedule === null) return null;
  for (const periods of Object.values(schedule)) {
    const pairs: Array<[number, number | undefined]> = [[periods.initAt, periods.endAt]];
    if (periods.initAt2 !== undefined || periods.endAt2 !== undefined) pairs.push([periods.initAt2 ?? -1, periods.endAt2]);
    for (const [start, end] of pairs) {
      if (end === undefined || start < 0 || end > 1439 || end <= start) {
        throw new Refusal('Disponibilidade inválida: cada período vai de 00:00 a 23:59 e termina depois de começar.');
      }
    }
  }
  return JSON.stringify(schedule);
}

export function readAvailability(stored: string | null): Availability {
  if (stored === null) return null;
  const result = availabilitySchema.safeParse(JSON.parse(stored));
  return result.success ? result.data : null;
}

/** The next position at the end of a list. */
export function nextPosition(db: SandboxDb, sql: string, params: readonly Param[]): number {
  return db.value(`SELECT COALESCE(MAX(posicao) + 1, 0) FROM (${sql})`, params);
}

/**
 * Saves a new order: `ids` (in their new order) must all be rows of `owned`; they take positions
 * 0..n-1 and any row left out follows, in its old order. Only the rows whose position changes are
 * written (one product moved in a category of 5,000 is two or three writes, not 5,000).
 */
export function reorder(db: SandboxDb, table: string, owned: Array<{ id: number; posicao: number }>, ids: readonly number[], what: string): void {
  const known = new Set(owned.map((r) => r.id));
  const unique = new Set(ids);
  if (ids.length === 0) throw new Refusal(`Envie a nova ordem ${what}.`);
  if (unique.size !== ids.length || ids.some((id) => !known.has(id))) throw new Refusal(`A ordem enviada não confere com ${what}.`);
  const rest = owned
    .filter((r) => !unique.has(r.id))
    .sort((a, b) => a.posicao - b.posicao || a.id - b.id)
    .map((r) => r.id);
  const was = new Map(owned.map((r) => [r.id, r.posicao]));
  const moved = [...ids, ...rest].flatMap((id, posicao) => (was.get(id) === posicao ? [] : [[posicao, id] as const]));
  db.transaction(() => moved.forEach(([posicao, id]) => db.run(`UPDATE ${table} SET posicao = ? WHERE id = ?`, [posicao, id])));
}

/**
 * Saves a new order of the rows under one parent (a store's categories, a product's sizes, a
 * variation's items): the parent is the first id's, as `parentOf` finds it (refusing, or giving
 * undefined for, an id of another store); then as reorder.
 */
export function reorderUnderParent(
  db: SandboxDb,
  list: { table: string; parent: string; what: string },
  ids: readonly number[],
  parentOf: (id: number) => number | undefined,
): void {
  const parentId = ids[0] === undefined ? undefined : parentOf(ids[0]);
  const owned = parentId === undefined ? [] : db.all<{ id: number; posicao: number }>(`SELECT id, posicao FROM ${list.table} WHERE ${list.parent} = ?`, [parentId]);
  reorder(db, list.table, owned, ids, list.what);
}

/** An image file of a multipart body, refused (in erros) when its format or size is not accepted. */
export function acceptedImage(
  value: unknown,
  rule: { extensions: readonly string[]; maxBytes: number; formats: string; maxText: string },
): { file: UploadedFile; extension: string } {
  if (!isUploadedFile(value)) throw new Refusal('Envie a imagem no campo arquivo.', 'erros');
  const extension = /\.([^.]+)$/.exec(value.filename)?.[1]?.toLowerCase() ?? '';
  const mimeOk = rule.extensions.some((ext) => mimeOf(ext) === value.mimetype.toLowerCase());
  if (!rule.extensions.includes(extension) || !mimeOk) {
    throw new Refusal(`Formato de imagem não aceito. Envie um arquivo ${rule.formats}.`, 'erros');
  }
  if (value.truncated || value.data.length > rule.maxBytes) throw new Refusal(`A imagem é maior que ${rule.maxText}.`, 'erros');
  if (value.data.length === 0) throw new Refusal('O arquivo de imagem está vazio.', 'erros');
  return { file: value, extension };
}

function mimeOf(extension: string): string {
  return extension === 'jpg' ? 'image/jpeg' : `image/${extension}`;
}

/** Product photos: png, jpg, jpeg (spec 02 §5); the sandbox takes up to 5 MB. */
export const PRODUCT_PHOTO_RULE = { extensions: ['png', 'jpg', 'jpeg'], maxBytes: 5 * 1024 * 1024, formats: 'PNG, JPG ou JPEG', maxText: '5 MB' } as const;
/** Stock images: JPG, JPEG, PNG, WEBP up to 2 MB (spec 02 §5, §9). */
export const STOCK_IMAGE_RULE = { extensions: ['jpg', 'jpeg', 'png', 'webp'], maxBytes: 2 * 1024 * 1024, formats: 'JPG, JPEG, PNG ou WEBP', maxText: '2 MB' } as const;

/** A status the row can take, or a refusal naming the ones it can. */
export function checkStatus(status: string, allowed: readonly string[]): void {
  if (!allowed.includes(status)) throw new Refusal(`Status inválido: use ${allowed.join(', ')}.`);
}
