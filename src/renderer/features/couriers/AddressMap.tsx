import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { ADDRESS_MAP_ZOOM, pointAt, project, scaleBar, TILE_SIZE, type LatLng } from './mapProjection';

const WIDTH = 560;
const HEIGHT = 320;

/**
 * The address map at zoom 18 (spec 01 §2), drawn here as SVG from the coordinates: the panel's
 * content security policy allows no remote content, and neither the platform contract nor the
 * sandbox serve map tiles. What it shows is exact (Web Mercator, the zoom-18 tile grid, a true
 * scale bar, the marker at the chosen coordinates, a click gives the point under it), but there
 * are no streets. The real product would draw raster or vector tiles here, served by the
 * platform's maps service (an origin the policy already allows) under this same projection, so
 * the marker and click handling stay as they are.
 */
export function AddressMap({ point, onPick }: { point: LatLng | null; onPick?: (p: LatLng) => void }) {
  const zoom = ADDRESS_MAP_ZOOM;
  // Without a point the map still shows its grid, centred on 0,0, and asks for an address.
  const center = point ?? { lat: 0, lng: 0 };
  const c = project(center, zoom);
  const left = c.x - WIDTH / 2;
  const top = c.y - HEIGHT / 2;
  const grid = (step: number) => ({
    xs: range(Math.ceil(left / step) * step, left + WIDTH, step).map((x) => x - left),
    ys: range(Math.ceil(top / step) * step, top + HEIGHT, step).map((y) => y - top),
  });
  const tiles = grid(TILE_SIZE);
  const fine = grid(TILE_SIZE / 4);
  const bar = scaleBar(center.lat, zoom, 120);

  const pick = (e: MouseEvent<SVGSVGElement>) => {
    if (!onPick || !point) return;
    const box = e.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const px = ((e.clientX - box.left) / box.width) * WIDTH;
    const py = ((e.clientY - box.top) / box.height) * HEIGHT;
    onPick(pointAt(center, zoom, WIDTH, HEIGHT, px, py));
  };

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', lineHeight: 0 }}>
      <svg
        role="img"
        aria-label={point ? `Mapa (zoom ${zoom}): marcador em ${formatPoint(point)}` : `Mapa (zoom ${zoom}): nenhum local escolhido`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        onClick={pick}
        style={{ cursor: point && onPick ? 'crosshair' : 'default', background: '#eef2e6', display: 'block' }}
        data-zoom={zoom}
      >
        {fine.xs.map((x) => (
          <line key={`fx${x}`} x1={x} x2={x} y1={0} y2={HEIGHT} stroke="#dde3d2" strokeWidth={1} />
        ))}
        {fine.ys.map((y) => (
          <line key={`fy${y}`} y1={y} y2={y} x1={0} x2={WIDTH} stroke="#dde3d2" strokeWidth={1} />
        ))}
        {tiles.xs.map((x) => (
          <line key={`tx${x}`} x1={x} x2={x} y1={0} y2={HEIGHT} stroke="#c5cdb8" strokeWidth={2} />
        ))}
        {tiles.ys.map((y) => (
          <line key={`ty${y}`} y1={y} y2={y} x1={0} x2={WIDTH} stroke="#c5cdb8" strokeWidth={2} />
        ))}
        {point ? (
          <g transform={`translate(${WIDTH / 2} ${HEIGHT / 2})`} data-testid="address-map-marker">
            <circle r={22} fill="rgba(211, 47, 47, 0.12)" />
            <path d="M0 0 C -4 -10 -14 -16 -14 -27 A 14 14 0 1 1 14 -27 C 14 -16 4 -10 0 0 Z" fill="#d32f2f" stroke="#7f1d1d" />
            <circle cy={-27} r={5} fill="#fff" />
          </g>
        ) : (
          <text x={WIDTH / 2} y={HEIGHT / 2} textAnchor="middle" fontSize={15} fill="#555">
            Busque o endereço e escolha uma sugestão
          </text>
        )}
        <g transform={`translate(${WIDTH - 34} 16)`} aria-hidden="true">
          <path d="M0 0 L8 20 L0 15 L-8 20 Z" fill="#333" />
          <text y={34} textAnchor="middle" fontSize={12} fill="#333">
            N
          </text>
        </g>
        <g transform={`translate(12 ${HEIGHT - 16})`} aria-hidden="true">
          <rect x={-4} y={-18} width={bar.pixels + 60} height={26} rx={3} fill="rgba(255,255,255,0.8)" />
          <line x1={0} x2={bar.pixels} y1={0} y2={0} stroke="#333" strokeWidth={3} />
          <text x={bar.pixels + 6} y={4} fontSize={12} fill="#333">
            {bar.meters} m
          </text>
        </g>
        <g transform={`translate(${WIDTH - 12} ${HEIGHT - 12})`}>
          <text textAnchor="end" fontSize={12} fill="#333">
            Zoom {zoom}
            {point ? ` · ${formatPoint(point)}` : ''}
          </text>
        </g>
      </svg>
    </Box>
  );
}

function range(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let v = from; v < to; v += step) out.push(v);
  return out;
}

export function formatPoint({ lat, lng }: LatLng): string {
  return `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
}
