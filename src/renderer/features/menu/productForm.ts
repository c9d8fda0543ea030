import type { Availability, MenuProduct, MenuStatus, ProductBody } from '../../../shared/api';
import { availabilityBody } from '../../../shared/menu/availability';
import { parsePrice, priceText } from './prices';

/** The product modal's informações as typed (prices as text, read by the shared money rule). */
export interface ProductInfoForm {
  id_cardapio_categoria: number;
  id_produto: number | null;
  nome_prod: string;
  descricao: string;
  preco: string;
  novo_preco: string;
  foto: string;
  status: MenuStatus;
}

export function infoFormOf(product: MenuProduct | null, categoryId: number): ProductInfoForm {
  return {
    id_cardapio_categoria: product?.id_cardapio_categoria ?? categoryId,
    id_produto: product?.id_produto ?? null,
    nome_prod: product?.nome_prod ?? '',
    descricao: product?.descricao ?? '',
    preco: product && !product.multipleSize ? priceText(product.preco) : '',
    novo_preco: product && !product.multipleSize ? priceText(product.novo_preco) : '',
    foto: product?.foto ?? '',
    status: product?.status ?? 'S',
  };
}

/**
 * The save's body from the typed informações (a multi-size product has no price of its own). Only
 * for a form its validation accepted: a price the money rule refuses never gets here.
 */
export function bodyFromInfo(form: ProductInfoForm, disponibilidade: Availability, multipleSize: boolean): ProductBody {
  return {
    id_cardapio_categoria: form.id_cardapio_categoria,
    ...(form.id_produto ? { id_produto: form.id_produto } : {}),
    nome_prod: form.nome_prod.trim(),
    descricao: form.descricao.trim(),
    preco: multipleSize ? 0 : (parsePrice(form.preco) ?? 0),
    novo_preco: multipleSize ? 0 : (parsePrice(form.novo_preco) ?? 0),
    disponibilidade: availabilityBody(disponibilidade),
    foto: form.foto,
  };
}

/** A saved product's body with some fields changed (availability tab, price adjustment). */
export function bodyFromProduct(product: MenuProduct, changes: { preco?: number; novo_preco?: number | null; disponibilidade?: Availability } = {}): ProductBody {
  const promo = changes.novo_preco !== undefined ? changes.novo_preco : product.novo_preco;
  return {
    id_cardapio_categoria: product.id_cardapio_categoria,
    ...(product.id_produto ? { id_produto: product.id_produto } : {}),
    nome_prod: product.nome_prod,
    descricao: product.descricao,
    preco: changes.preco ?? product.preco,
    novo_preco: promo ?? 0,
    disponibilidade: availabilityBody(changes.disponibilidade !== undefined ? changes.disponibilidade : product.disponibilidade),
    foto: product.foto,
  };
}
