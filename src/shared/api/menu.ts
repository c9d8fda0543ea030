import * as z from 'zod/mini';
import type { Endpoint, Envelope } from './endpoint';
import { flexBoolean, flexNumber, flexText } from './schema';

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

const minutes = flexNumber;

/** One weekday of a schedule as the platform sends it (minutes from midnight). */
const availabilityPeriodsSchema = z.object({
  initAt: minutes,
  endAt: minutes,
  initAt2: z.optional(minutes),
  endAt2: z.optional(minutes),
});

/** A weekly schedule: per weekday key (do ... sb), or null (always available). */
export const availabilitySchema = z.nullable(z.partialRecord(z.enum(AVAILABILITY_DAYS), availabilityPeriodsSchema));

export const menuCategorySchema = z.object({
  id_cardapio_categoria: flexNumber,
  nome_categoria: flexText,
  status: z.enum(['S', 'F', 'O']),
  // some platforms keep the schedule as JSON text
  disponibilidade: z.pipe(
    z.pipe(
      z.unknown(),
      z.transform((value) => (typeof value === 'string' ? jsonOrText(value) : (value ?? null))),
    ),
    availabilitySchema,
  ),
  ordem: z.pipe(
    z.optional(flexNumber),
    z.transform((value) => value ?? 0),
  ),
});

function jsonOrText(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** cardapiocategorias/listar (spec 02 §7.1). */
export const listarCategoriasSchema = z.object({ status: flexBoolean, categorias: z.array(menuCategorySchema) });
