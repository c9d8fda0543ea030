import * as z from 'zod/mini';
import type { Endpoint, Envelope } from './endpoint';
import { envelopeFields, flexBoolean, flexNumber, flexText } from './schema';

/**
 * Locais de Atendimento (spec 02 §2.5, §3 Delivery neighbourhood, §4 Neighbourhoods, §7.4). The
 * platform keeps the cities and their neighbourhoods; a store serves some of them ('atendido'),
 * each with its own fees. Money is in reais.
 */

/** The store's service of one neighbourhood. */
export interface NeighbourhoodService {
  id_estabelecimento_bairro: number;
  /** 'S': disabled (the store does not deliver there now) */
  inativo: 'S' | 'N';
  /** Compra Mínima */
  valor_minimo: number;
  /** Taxa de Entrega (0: free delivery) */
  valor_taxa: number;
  /** the fee before free delivery was switched on: the switch brings it back */
  valor_taxa_old: number;
  /** Entrega Grátis Em...: orders from this value deliver free (0: never) */
  valor_frete_gratis: number;
}

export interface DeliveryNeighbourhood {
  id_bairro: number;
  nome_bairro: string;
  /** null: the store does not serve this neighbourhood */
  atendido: NeighbourhoodService | null;
}

export interface DeliveryCity {
  cidade: { id_cidade: number; nome_cidade: string };
  bairros: DeliveryNeighbourhood[];
}

/** What editar takes: the atendido's fields. */
export type NeighbourhoodServiceFields = Omit<NeighbourhoodService, 'id_estabelecimento_bairro'>;

/**
 * mudaStsLote/{status}/{frete} (spec 02 §7.4): one call for the selected rows. `frete` says what
 * `status` switches ('S' on, 'N' off):
 * - 'E': the service of the rows (activate: serve them, creating the service where there is none;
 *   deactivate: inativo 'S');
 * - 'F': free delivery (on: the fee goes to 0 and is remembered in valor_taxa_old; off: the
 *   remembered fee comes back). Rows the store does not serve are left alone;
 * - '' (the route without the segment): only the values sent are applied (rows not served yet
 *   are served with them when status is 'S').
 */
export type BulkSwitch = '' | 'E' | 'F';

export interface BulkNeighbourhoodChange {
  /** id_bairro -> selected (only true entries count) */
  sel: Record<string, boolean>;
  valor_taxa?: number;
  valor_frete_gratis?: number;
  valor_minimo?: number;
}

/** What a bulk change did, for the toast. */
export interface BulkOutcome extends Envelope {
  /** rows changed */
  alterados?: number;
}

export interface DeliveryAreasLegacyEndpoints {
  'estabelecimentobairros/listar': Endpoint<'GET', undefined, Envelope & { bairros: DeliveryCity[] }>;
  /** Serves a neighbourhood (creating the service with no fees, or enabling it again). */
  'estabelecimentobairros/habilitarBairro/:id_bairro': Endpoint<'POST', undefined, Envelope & { atendido?: NeighbourhoodService }>;
  'estabelecimentobairros/editar/:id_estabelecimento_bairro': Endpoint<
    'POST',
    NeighbourhoodServiceFields,
    Envelope & { atendido?: NeighbourhoodService }
  >;
  'estabelecimentobairros/mudaStsLote/:status': Endpoint<'POST', BulkNeighbourhoodChange, BulkOutcome>;
  'estabelecimentobairros/mudaStsLote/:status/:frete': Endpoint<'POST', BulkNeighbourhoodChange, BulkOutcome>;
}

const reais = flexNumber;

export const neighbourhoodServiceSchema = z.object({
  id_estabelecimento_bairro: flexNumber,
  inativo: z.pipe(
    flexBoolean,
    z.transform((disabled): 'S' | 'N' => (disabled ? 'S' : 'N')),
  ),
  valor_minimo: reais,
  valor_taxa: reais,
  valor_taxa_old: z.pipe(
    z.optional(z.nullable(reais)),
    z.transform((value) => value ?? 0),
  ),
  valor_frete_gratis: z.pipe(
    z.optional(z.nullable(reais)),
    z.transform((value) => value ?? 0),
  ),
});

export const deliveryCitySchema = z.object({
  cidade: z.object({ id_cidade: flexNumber, nome_cidade: flexText }),
  bairros: z.array(
    z.object({
      id_bairro: flexNumber,
      nome_bairro: flexText,
      // the platform sends an empty list or false for a neighbourhood the store does not serve
      atendido: z.pipe(
        z.pipe(
          z.unknown(),
          z.transform((value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null)),
        ),
        z.nullable(neighbourhoodServiceSchema),
      ),
    }),
  ),
});

export const listarBairrosSchema = z.object({ status: flexBoolean, bairros: z.array(deliveryCitySchema) });

/** habilitarBairro and editar: the envelope, with the service as it was stored. */
export const neighbourhoodServiceAnswerSchema = z.looseObject({ ...envelopeFields, atendido: z.optional(neighbourhoodServiceSchema) });

export const bulkOutcomeSchema = z.looseObject({ ...envelopeFields, alterados: z.optional(flexNumber) });
