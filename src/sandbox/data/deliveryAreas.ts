import type {
  BulkNeighbourhoodChange,
  DeliveryCity,
  NeighbourhoodService,
  NeighbourhoodServiceFields,
} from '../../shared/api';
import { formatCentsBRL, toCents, toReais } from '../../shared/format';
import { MONEY_MAX_CENTS } from '../../shared/money';
import type { SandboxContext } from '../context';
import { meansYes } from '../../shared/booleanText';

/**
 * Locais de Atendimento (spec 02 §4 Neighbourhoods, §7.4): the cities a store is set up in, every
 * neighbourhood of them, and the store's service of each (store_neighbourhoods). The legacy
 * columns the orders read (ativo, taxa_entrega_cents) are the service's own, so a new order and
 * the couriers' coverage areas follow what is set here.
 */

interface ServiceRow {
  id: number;
  ativo: number;
  compra_minima_cents: number;
  taxa_entrega_cents: number;
  taxa_entrega_old_cents: number;
  entrega_gratis_cents: number | null;
}

interface ListRow extends Partial<ServiceRow> {
  city_id: number;
  city_nome: string;
  bairro_id: number;
  bairro_nome: string;
  service_id: number | null;
}

export type Outcome<T = undefined> = { ok: true; mensagem: string; value: T } | { ok: false; mensagem: string };


function service(row: ServiceRow): NeighbourhoodService {
  return {
    id_estabelecimento_bairro: row.id,
    inativo: row.ativo === 1 ? 'N' : 'S',
    valor_minimo: toReais(row.compra_minima_cents ?? 0),
    valor_taxa: toReais(row.taxa_entrega_cents ?? 0),
    valor_taxa_old: toReais(row.taxa_entrega_old_cents ?? 0),
    valor_frete_gratis: toReais(row.entrega_gratis_cents ?? 0),
  };
}

/** Every city of the store with all its neighbourhoods, served or not, by name (pt-BR). */
export function listNeighbourhoods(ctx: SandboxContext, storeId: number): DeliveryCity[] {
  const rows = ctx.db.all<ListRow>(
    `SELECT c.id AS city_id, c.nome AS city_nome, b.id AS bairro_id, b.nome AS bairro_nome, s.id AS service_id,
            s.ativo, s.compra_minima_cents, s.taxa_entrega_cents, s.taxa_entrega_old_cents, s.entrega_gratis_cents
       FROM store_cities sc
       JOIN cities c ON c.id = sc.city_id
       JOIN neighbourhoods b ON b.city_id = c.id
       LEFT JOIN store_neighbourhoods s ON s.store_id = sc.store_id AND s.neighbourhood_id = b.id
      WHERE sc.store_id = ?`,
    [storeId],
  );
  const cities = new Map<number, DeliveryCity>();
  for (const r of rows) {
    let city = cities.get(r.city_id);
    if (!city) {
      city = { cidade: { id_cidade: r.city_id, nome_cidade: r.city_nome }, bairros: [] };
      cities.set(r.city_id, city);
    }
    city.bairros.push({
      id_bairro: r.bairro_id,
      nome_bairro: r.bairro_nome,
      atendido: r.service_id === null ? null : service({ ...(r as ServiceRow), id: r.service_id }),
    });
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'pt-BR');
  const list = [...cities.values()].sort((a, b) => byName(a.cidade.nome_cidade, b.cidade.nome_cidade));
  for (const city of list) city.bairros.sort((a, b) => byName(a.nome_bairro, b.nome_bairro));
  return list;
}

interface CatalogueRow {
  id: number;
  nome: string;
  cidade: string;
}

/** A neighbourhood of one of the store's cities. */
function catalogueNeighbourhood(ctx: SandboxContext, storeId: number, bairroId: number): CatalogueRow | undefined {
  return ctx.db.get<CatalogueRow>(
    `SELECT b.id, b.nome, c.nome AS cidade FROM neighbourhoods b JOIN cities c ON c.id = b.city_id
       JOIN store_cities sc ON sc.city_id = c.id AND sc.store_id = ?
      WHERE b.id = ?`,
    [storeId, bairroId],
  );
}

function serviceRowOf(ctx: SandboxContext, storeId: number, bairroId: number): ServiceRow | undefined {
  return ctx.db.get<ServiceRow>('SELECT * FROM store_neighbourhoods WHERE store_id = ? AND neighbourhood_id = ?', [storeId, bairroId]);
}

interface Fees {
  minimo: number;
  taxa: number;
  freteGratis: number;
}

/** Serves a neighbourhood: a new service (with `fees`, no fees by default), or the old one enabled. */
function serve(ctx: SandboxContext, storeId: number, b: CatalogueRow, fees: Partial<Fees> = {}): number {
  const existing = serviceRowOf(ctx, storeId, b.id);
  if (existing) {
    ctx.db.run('UPDATE store_neighbourhoods SET ativo = 1 WHERE id = ?', [existing.id]);
    return existing.id;
  }
  return ctx.db.run(
    `INSERT INTO store_neighbourhoods (store_id, nome, cidade, taxa_entrega_cents, compra_minima_cents, entrega_gratis_cents, ativo, neighbourhood_id)
     VALUES (?, ?, ?, ?, ?, ?, 1, ?)`,
    [storeId, b.nome, b.cidade, fees.taxa ?? 0, fees.minimo ?? 0, fees.freteGratis ? fees.freteGratis : null, b.id],
  ).lastId;
}

function serviceById(ctx: SandboxContext, storeId: number, id: number): NeighbourhoodService | null {
  const row = ctx.db.get<ServiceRow>('SELECT * FROM store_neighbourhoods WHERE id = ? AND store_id = ?', [id, storeId]);
  return row ? service(row) : null;
}

/** habilitarBairro/{id_bairro} */
export function enableNeighbourhood(ctx: SandboxContext, storeId: number, bairroId: number): Outcome<NeighbourhoodService> {
  const b = catalogueNeighbourhood(ctx, storeId, bairroId);
  if (!b) return { ok: false, mensagem: 'Bairro não encontrado nas cidades atendidas pela loja.' };
  const id = serve(ctx, storeId, b);
  const value = serviceById(ctx, storeId, id);
  if (!value) return { ok: false, mensagem: 'Bairro não encontrado.' };
  return { ok: true, mensagem: `${b.nome} habilitado.`, value };
}

/** Reais as cents, or why not: two decimals at most, from 0 to the panel's money limit (src/shared/money.ts). */
export function moneyCents(value: number, label: string): Outcome<number> {
  const cents = toCents(value);
  if (!Number.isFinite(value) || value < 0) return { ok: false, mensagem: `${label}: informe um valor a partir de zero.` };
  if (Math.abs(value * 100 - cents) > 1e-6) return { ok: false, mensagem: `${label}: use no máximo duas casas decimais.` };
  if (cents > MONEY_MAX_CENTS) return { ok: false, mensagem: `${label}: o valor máximo é ${formatCentsBRL(MONEY_MAX_CENTS)}.` };
  return { ok: true, mensagem: '', value: cents };
}

const LABELS = { valor_minimo: 'Compra Mínima', valor_taxa: 'Taxa de Entrega', valor_taxa_old: 'Taxa anterior', valor_frete_gratis: 'Entrega Grátis Em' };

function feesOf<K extends keyof typeof LABELS>(values: Partial<Record<K, number>>, keys: readonly K[]): Outcome<Partial<Record<K, number>>> {
  const out: Partial<Record<K, number>> = {};
  for (const key of keys) {
    const value = values[key];
    if (value === undefined) continue;
    const cents = moneyCents(value, LABELS[key]);
    if (!cents.ok) return cents;
    out[key] = cents.value;
  }
  return { ok: true, mensagem: '', value: out };
}

/** editar/{id_estabelecimento_bairro}: the service as the screen sends it. */
export function editNeighbourhood(ctx: SandboxContext, storeId: number, id: number, fields: NeighbourhoodServiceFields): Outcome<NeighbourhoodService> {
  const row = ctx.db.get<ServiceRow & { nome: string }>('SELECT * FROM store_neighbourhoods WHERE id = ? AND store_id = ?', [id, storeId]);
  if (!row) return { ok: false, mensagem: 'Bairro não encontrado.' };
  if (fields.inativo !== 'S' && fields.inativo !== 'N') return { ok: false, mensagem: "Situação inválida: use inativo 'S' ou 'N'." };
  const fees = feesOf(fields, ['valor_minimo', 'valor_taxa', 'valor_taxa_old', 'valor_frete_gratis'] as const);
  if (!fees.ok) return fees;
  const f = fees.value;
  ctx.db.run(
    `UPDATE store_neighbourhoods SET ativo = ?, compra_minima_cents = ?, taxa_entrega_cents = ?, taxa_entrega_old_cents = ?,
       entrega_gratis_cents = ? WHERE id = ?`,
    [fields.inativo === 'N', f.valor_minimo ?? 0, f.valor_taxa ?? 0, f.valor_taxa_old ?? 0, f.valor_frete_gratis ? f.valor_frete_gratis : null, id],
  );
  const value = serviceById(ctx, storeId, id);
  if (!value) return { ok: false, mensagem: 'Bairro não encontrado.' };
  return { ok: true, mensagem: `${row.nome} salvo com sucesso!`, value };
}

/** mudaStsLote/{status}/{frete} (see BulkSwitch in the contract). */
export function bulkChange(
  ctx: SandboxContext,
  storeId: number,
  status: string,
  frete: string,
  change: BulkNeighbourhoodChange,
): Outcome<number> {
  if (status !== 'S' && status !== 'N') return { ok: false, mensagem: 'Situação inválida: use S ou N.' };
  if (frete !== '' && frete !== 'E' && frete !== 'F') return { ok: false, mensagem: 'Alteração em lote inválida: use E, F ou nada.' };
  const on = status === 'S';
  const selected = selectedIds(change.sel);
  if (selected === null) return { ok: false, mensagem: 'Seleção inválida.' };
  if (selected.length === 0) return { ok: false, mensagem: 'Selecione ao menos um bairro.' };
  const fees = feesOf(change, ['valor_minimo', 'valor_taxa', 'valor_frete_gratis'] as const);
  if (!fees.ok) return fees;
  const f = fees.value;
  if (frete === '' && Object.keys(f).length === 0) return { ok: false, mensagem: 'Informe ao menos um valor para aplicar.' };
  const neighbourhoods = selected.map((id) => catalogueNeighbourhood(ctx, storeId, id));
  if (neighbourhoods.some((b) => b === undefined)) return { ok: false, mensagem: 'Há bairros selecionados fora das cidades atendidas pela loja.' };
  let changed = 0;
  ctx.db.transaction(() => {
    for (const b of neighbourhoods as CatalogueRow[]) {
      const row = serviceRowOf(ctx, storeId, b.id);
      if (frete === 'E') {
        if (on) serve(ctx, storeId, b);
        else if (row) ctx.db.run('UPDATE store_neighbourhoods SET ativo = 0 WHERE id = ?', [row.id]);
        changed += on || row ? 1 : 0;
      } else if (frete === 'F') {
        if (!row) continue;
        if (on && row.taxa_entrega_cents > 0) {
          ctx.db.run('UPDATE store_neighbourhoods SET taxa_entrega_old_cents = taxa_entrega_cents, taxa_entrega_cents = 0 WHERE id = ?', [row.id]);
        } else if (!on && row.taxa_entrega_cents === 0) {
          ctx.db.run('UPDATE store_neighbourhoods SET taxa_entrega_cents = taxa_entrega_old_cents WHERE id = ?', [row.id]);
        }
        changed++;
      } else {
        const fees: Partial<Fees> = { minimo: f.valor_minimo, taxa: f.valor_taxa, freteGratis: f.valor_frete_gratis };
        if (!row) {
          if (!on) continue;
          serve(ctx, storeId, b, fees);
        } else {
          ctx.db.run(
            `UPDATE store_neighbourhoods SET compra_minima_cents = COALESCE(?, compra_minima_cents),
               taxa_entrega_cents = COALESCE(?, taxa_entrega_cents),
               entrega_gratis_cents = CASE WHEN ? IS NULL THEN entrega_gratis_cents WHEN ? = 0 THEN NULL ELSE ? END
             WHERE id = ?`,
            [fees.minimo, fees.taxa, fees.freteGratis, fees.freteGratis, fees.freteGratis, row.id],
          );
        }
        changed++;
      }
    }
  });
  return { ok: true, mensagem: `${changed} ${changed === 1 ? 'bairro alterado' : 'bairros alterados'} com sucesso!`, value: changed };
}

/** The ids whose entry is a yes ('1', 'true' ... from a form: meansYes), or null when `sel` is not a map. */
function selectedIds(sel: unknown): number[] | null {
  if (typeof sel !== 'object' || sel === null || Array.isArray(sel)) return null;
  const ids: number[] = [];
  for (const [key, value] of Object.entries(sel as Record<string, unknown>)) {
    if (!meansYes(value)) continue;
    const id = Number(key);
    if (!Number.isInteger(id)) return null;
    ids.push(id);
  }
  return ids;
}
