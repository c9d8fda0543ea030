import type { Endpoint } from './endpoint';

/** A places-autocomplete suggestion, already with its coordinates. */
export interface PlacePrediction {
  place_id: string;
  /** 'Rua Augusta, 1500 - Consolação, São Paulo - SP' */
  description: string;
  main_text: string;
  secondary_text: string;
  lat: number;
  lng: number;
}

export interface MapsEndpoints {
  /** Autocomplete: accent- and case-insensitive match of every word of q. */
  places: Endpoint<
    'GET',
    undefined,
    { status: 'OK' | 'ZERO_RESULTS'; predictions: PlacePrediction[] },
    { q: string; limit?: number }
  >;
  'places/:placeId': Endpoint<'GET', undefined, { status: 'OK' | 'NOT_FOUND'; result: PlacePrediction | null }>;
}
