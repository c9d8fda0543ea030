import * as z from 'zod/mini';
import { legacy } from '../declare';
import { envelopeFields, flexBoolean, flexNumber, flexText } from '../schema';

/**
 * Locais de Atendimento (spec 02 §2.5, §3 Delivery neighbourhood, §4 Neighbourhoods, §7.4). The
 * platform keeps the cities and their neighbourhoods; a store serves some of them ('atendido'),
 * each with its own fees. Money is in reais.
 */

export type BulkSwitch = '' | 'E' | 'F';

const reais = flexNumber;

/** The store's service of one neighbourhood. */
export const neighbourhoodServiceSchema = z.object({
  id_estabelecimento_bairro: flexNumber,
  /** 'S': disabled (the store does not deliver there now) */
  inativo: z.pipe(
    flexBoolean,
    z.transform((disabled): 'S' | 'N' => (disabled ? 'S' : 'N')),
  ),
  /** Compra Mínima */
  valor_minimo: reais,
  /** Taxa de Entrega (0: free delivery) */
  valor_taxa: reais,
  /** the fee before free delivery was switched on: the switch brings it back */
  valor_taxa_old: z.pipe(
    z.optional(z.nullable(reais)),
    z.transform((value) => value ?? 0),
  ),
  /** Entrega Grátis Em...: orders from this value deliver free (0: never) */
  valor_frete_gratis: z.pipe(
    z.optional(z.nullable(reais)),
    z.transform((value) => value ?? 0),
  ),
});
export type NeighbourhoodService = z.output<typeof neighbourhoodServiceSchema>;

const deliveryNeighbourhoodSchema = z.object({
  id_bairro: flexNumber,
  nome_bairro: flexText,
  /** null: the store does not serve this neighbourhood (the platform sends an empty list or false) */
  atendido: z.pipe(
    z.pipe(
      z.unknown(),
      z.transform((value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null)),
    ),
    z.nullable(neighbourhoodServiceSchema),
  ),
});
export type DeliveryNeighbourhood = z.output<typeof deliveryNeighbourhoodSchema>;

export const deliveryCitySchema = z.object({
  cidade: z.object({ id_cidade: flexNumber, nome_cidade: flexText }),
  bairros: z.array(deliveryNeighbourhoodSchema),
});
export type DeliveryCity = z.output<typeof deliveryCitySchema>;

export const listarBairrosSchema = z.object({ status: flexBoolean, bairros: z.array(deliveryCitySchema) });

/** habilitarBairro and editar: the envelope, with the service as it was stored. */
export const neighbourhoodServiceAnswerSchema = z.looseObject({ ...envelopeFields, atendido: z.optional(neighbourhoodServiceSchema) });

/** What a bulk change did, for the toast: the envelope and the rows changed. */
const bulkOutcomeFields = { alterados: z.optional(flexNumber) };
export const bulkOutcomeSchema = z.looseObject({ ...envelopeFields, ...bulkOutcomeFields });

/** What editar takes: the atendido's fields. */
export const neighbourhoodServiceFieldsSchema = z.object({
  inativo: z.enum(['S', 'N'], { error: "Situação inválida: use inativo 'S' ou 'N'." }),
  valor_minimo: z.number(),
  valor_taxa: z.number(),
  valor_taxa_old: z.number(),
  valor_frete_gratis: z.number(),
});
export type NeighbourhoodServiceFields = z.input<typeof neighbourhoodServiceFieldsSchema>;

export const bulkNeighbourhoodChangeSchema = z.object({
  /** id_bairro -> selected: only true entries count (true, or '1' / 'true' from a form) */
  sel: z.record(z.string(), z.unknown(), { error: 'Seleção inválida.' }),
  valor_taxa: z.optional(z.number()),
  valor_frete_gratis: z.optional(z.number()),
  valor_minimo: z.optional(z.number()),
});
export type BulkNeighbourhoodChange = z.input<typeof bulkNeighbourhoodChangeSchema>;

export const listarBairros = legacy.get('estabelecimentobairros/listar', { answer: listarBairrosSchema });

/** Serves a neighbourhood (creating the service with no fees, or enabling it again). */
export const habilitarBairro = legacy.post('estabelecimentobairros/habilitarBairro/:id_bairro', { answer: neighbourhoodServiceAnswerSchema });

export const editarBairro = legacy.post('estabelecimentobairros/editar/:id_estabelecimento_bairro', {
  body: neighbourhoodServiceFieldsSchema,
  answer: neighbourhoodServiceAnswerSchema,
});

/** The switch segment may be left out (mudaStsLote/S/): only the values are applied. */
export const mudaBairrosEmLote = legacy.post('estabelecimentobairros/mudaStsLote/:status', { body: bulkNeighbourhoodChangeSchema, answer: bulkOutcomeSchema });

export const mudaBairrosEmLoteFrete = legacy.post('estabelecimentobairros/mudaStsLote/:status/:frete', {
  body: bulkNeighbourhoodChangeSchema,
  answer: bulkOutcomeSchema,
});
