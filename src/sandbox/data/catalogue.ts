import type { CataloguePage } from '../../shared/api';
import type { SandboxDb } from '../db';
import { searchKey } from '../../shared/search';
import { publicFileUrl } from '../uploads';

/** The largest page the catalogue service gives (spec 02 §9: the panel asks for 300). */
export const CATALOGUE_MAX_PER_PAGE = 300;

export interface CatalogueQuery {
  page: number;
  per_page: number;
  codigo_barras?: string;
  nome_produto?: string;
}

/**
 * The catalogue service's search (spec 02 §7.1 'products'): by barcode (exact, digits only) or by
 * name (every word, accents and case ignored), a page at a time, by name.
 */
export function searchCatalogue(db: SandboxDb, publicUrl: string, query: CatalogueQuery): CataloguePage {
  const perPage = Math.min(CATALOGUE_MAX_PER_PAGE, Math.max(1, Math.floor(query.per_page)));
  const page = Math.max(1, Math.floor(query.page));
  let rows = db.all<{ id: number; codigo_barras: string; nome: string; descricao: string; imagem: string }>(
    'SELECT id, codigo_barras, nome, descricao, imagem FROM catalogue_products ORDER BY nome, id',
  );
  const barcode = query.codigo_barras?.replace(/\D/g, '') ?? '';
  if (barcode !== '') rows = rows.filter((r) => r.codigo_barras === barcode);
  const words = searchKey(query.nome_produto ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length > 0) rows = rows.filter((r) => words.every((w) => searchKey(r.nome).includes(w)));
  const total = rows.length;
  return {
    products: {
      data: rows.slice((page - 1) * perPage, page * perPage).map((r) => ({
        id_produto: r.id,
        codigo_barras: r.codigo_barras,
        nome_produto: r.nome,
        descricao: r.descricao,
        imagem_redimensionada: r.imagem ? publicFileUrl(publicUrl, r.imagem) : '',
      })),
      current_page: page,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    },
  };
}
