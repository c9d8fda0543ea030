/**
 * The panel's icon, drawn from shapes: a red rounded square holding a white order ticket with a
 * torn edge and three printed lines; the tray's "pending orders" variant adds an amber dot.
 */
type Rgba = readonly [number, number, number, number];
type Shape = (x: number, y: number) => Rgba | null;

const RED_TOP: Rgba = [229, 57, 53, 255];
const RED_BOTTOM: Rgba = [183, 28, 28, 255];
const WHITE: Rgba = [255, 255, 255, 255];
const INK: Rgba = [198, 40, 40, 255];
const AMBER: Rgba = [255, 179, 0, 255];

function roundedRect(x: number, y: number, x0: number, y0: number, x1: number, y1: number, r: number): boolean {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

const background: Shape = (x, y) => {
  if (!roundedRect(x, y, 0.03, 0.03, 0.97, 0.97, 0.2)) return null;
  const t = (y - 0.03) / 0.94;
  return RED_TOP.map((c, i) => Math.round(c + (RED_BOTTOM[i]! - c) * t)) as unknown as Rgba;
};

/** Saw-tooth bottom edge of a torn-off ticket. */
function ticketBottom(x: number): number {
  const period = 0.084;
  const phase = (((x - 0.28) % period) + period) % period;
  return 0.79 - 0.045 * Math.abs(phase / period - 0.5) * 2;
}

const ticket: Shape = (x, y) => (x >= 0.28 && x <= 0.72 && y >= 0.17 && y <= ticketBottom(x) ? WHITE : null);

const line =
  (y0: number, x1: number): Shape =>
  (x, y) =>
    roundedRect(x, y, 0.36, y0, x1, y0 + 0.055, 0.027) ? INK : null;

const badge: Shape = (x, y) => {
  const d = Math.hypot(x - 0.78, y - 0.22);
  if (d <= 0.15) return AMBER;
  if (d <= 0.205) return WHITE;
  return null;
};

export function drawIcon(size: number, pending = false): Uint8Array {
  const layers: Shape[] = [badge, line(0.5, 0.56), line(0.4, 0.64), line(0.3, 0.64), ticket, background];
  if (!pending) layers.shift();
  const out = new Uint8Array(size * size * 4);
  const n = 4; // samples per axis
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const x = (px + (sx + 0.5) / n) / size;
          const y = (py + (sy + 0.5) / n) / size;
          for (const shape of layers) {
            const c = shape(x, y);
            if (!c) continue;
            r += c[0];
            g += c[1];
            b += c[2];
            a += c[3];
            break;
          }
        }
      }
      const covered = a / 255;
      const o = (py * size + px) * 4;
      if (covered > 0) {
        out[o] = Math.round(r / covered);
        out[o + 1] = Math.round(g / covered);
        out[o + 2] = Math.round(b / covered);
      }
      out[o + 3] = Math.round(a / (n * n));
    }
  }
  return out;
}

/** Two rising beeps, about 0.45 s: the new-order alert. */
export function alertSamples(sampleRate: number): Float32Array {
  const tones = [
    { freq: 880, start: 0, length: 0.13 },
    { freq: 1318.5, start: 0.19, length: 0.22 },
  ];
  const total = Math.ceil(sampleRate * 0.45);
  const out = new Float32Array(total);
  const fade = 0.008;
  for (const { freq, start, length } of tones) {
    const from = Math.round(start * sampleRate);
    const count = Math.round(length * sampleRate);
    for (let i = 0; i < count; i++) {
      const t = i / sampleRate;
      const envelope = Math.min(1, t / fade, (length - t) / fade);
      // a touch of the octave makes it cut through kitchen noise
      const wave = Math.sin(2 * Math.PI * freq * t) * 0.8 + Math.sin(4 * Math.PI * freq * t) * 0.2;
      out[from + i] = 0.7 * envelope * wave;
    }
  }
  return out;
}
