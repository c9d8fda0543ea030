import type { Endpoint, Envelope } from './endpoint';

/** Menu item status codes (spec 02 §4): S Ativo, F Em falta, O Oculto. */
export type MenuStatus = 'S' | 'F' | 'O';

/** Weekday keys of an availability schedule, Sunday to Saturday (spec 02 §3). */
export const AVAILABILITY_DAYS = ['do', 'sg', 'te', 'qa', 'qi', 'sx', 'sb'] as const;
export type AvailabilityDay = (typeof AVAILABILITY_DAYS)[number];

/** One weekday of a schedule, in minutes from midnight (1439 = end of day). */
export interface AvailabilityPeriods {
  initAt: number;
  endAt: number;
  initAt2?: number;
  endAt2?: number;
}

/** null: available whenever the store is open. */
export type Availability = Partial<Record<AvailabilityDay, AvailabilityPeriods>> | null;

/** A menu category (cardapiocategorias, spec 02 §3). */
export interface MenuCategory {
  id_cardapio_categoria: number;
  nome_categoria: string;
  status: MenuStatus;
  disponibilidade: Availability;
  /** position in the menu, from 0 */
  ordem: number;
}

export interface MenuLegacyEndpoints {
  /** The store's categories in menu order (spec 02 §7.1). */
  'cardapiocategorias/listar': Endpoint<'GET', undefined, Envelope & { categorias: MenuCategory[] }>;
}
