import * as z from 'zod/mini';
import { maps } from '../declare';
import { flexNumber } from '../schema';

/** A places-autocomplete suggestion, already with its coordinates. */
const placePredictionSchema = z.object({
  place_id: z.string(),
  /** 'Rua Augusta, 1500 - Consolação, São Paulo - SP' */
  description: z.string(),
  main_text: z.string(),
  secondary_text: z.string(),
  lat: flexNumber,
  lng: flexNumber,
});

export type PlacePrediction = z.output<typeof placePredictionSchema>;

/** Autocomplete: accent- and case-insensitive match of every word of q. */
export const places = maps.get('places', {
  query: z.object({ q: z.string(), limit: z.optional(z.number()) }),
  answer: z.looseObject({ status: z.enum(['OK', 'ZERO_RESULTS']), predictions: z.optional(z.array(placePredictionSchema)) }),
});

export const placeDetail = maps.get('places/:placeId', {
  answer: z.looseObject({ status: z.enum(['OK', 'NOT_FOUND']), result: z.nullable(placePredictionSchema) }),
});
