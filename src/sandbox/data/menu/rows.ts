import type { MenuStatus, VariantStatus } from '../../../shared/api';

/** The menu tables' rows as the queries read them (schema.ts). */

export interface CategoryRow {
  id: number;
  nome: string;
  status: MenuStatus;
  disponibilidade: string | null;
  posicao: number;
}

export interface ProductRow {
  id: number;
  store_id: number;
  category_id: number;
  catalogue_product_id: number | null;
  nome: string;
  descricao: string;
  preco_cents: number;
  novo_preco_cents: number | null;
  foto: string;
  status: MenuStatus;
  disponibilidade: string | null;
  posicao: number;
}

export interface SizeRow {
  id: number;
  product_id: number;
  nome: string;
  preco_cents: number;
  status: VariantStatus;
  posicao: number;
}
