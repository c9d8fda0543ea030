/**
 * Web Mercator (the projection every web map uses): world pixel coordinates at a zoom level,
 * 256-pixel tiles. The address map draws itself from these, so a click on it gives back the
 * latitude and longitude under the pointer.
 */
export const TILE_SIZE = 256;
export const ADDRESS_MAP_ZOOM = 18;
const MAX_LAT = 85.05112878;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface WorldPoint {
  x: number;
  y: number;
}

function worldSize(zoom: number): number {
  return TILE_SIZE * 2 ** zoom;
}

export function project({ lat, lng }: LatLng, zoom: number): WorldPoint {
  const size = worldSize(zoom);
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

export function unproject({ x, y }: WorldPoint, zoom: number): LatLng {
  const size = worldSize(zoom);
  const lng = (x / size) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / size;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { lat, lng };
}

/** Ground metres one screen pixel covers at this latitude and zoom. */
export function metersPerPixel(lat: number, zoom: number): number {
  return (40075016.686 * Math.cos((lat * Math.PI) / 180)) / worldSize(zoom);
}

/** The point under a pixel of a view of width×height centred on `center`. */
export function pointAt(center: LatLng, zoom: number, width: number, height: number, px: number, py: number): LatLng {
  const c = project(center, zoom);
  return unproject({ x: c.x + px - width / 2, y: c.y + py - height / 2 }, zoom);
}

/** A round scale-bar length (1, 2, 5 × 10^n metres) no longer than maxPixels. */
export function scaleBar(lat: number, zoom: number, maxPixels: number): { meters: number; pixels: number } {
  const mpp = metersPerPixel(lat, zoom);
  const maxMeters = mpp * maxPixels;
  const magnitude = 10 ** Math.floor(Math.log10(maxMeters));
  const meters = [5, 2, 1].map((f) => f * magnitude).find((m) => m <= maxMeters) ?? magnitude;
  return { meters, pixels: meters / mpp };
}
