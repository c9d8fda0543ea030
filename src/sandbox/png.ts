import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A true-colour PNG whose pixel (x, y) is `pixel(x, y)` (seed images: no image library needed). */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const raw = Buffer.alloc(height * (width * 3 + 1));
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const pictures = new Map<string, Buffer>();

/**
 * A document-like picture: a card with a coloured band and grey lines of "text". Drawn once per
 * accent and size in a process: every sandbox reset (one per end-to-end test) seeds them again.
 * The caller copies it.
 */
export function documentPicture(accent: Rgb, width = 320, height = 200): Buffer {
  const key = `${accent.join(',')} ${width}x${height}`;
  let png = pictures.get(key);
  if (!png) {
    png = drawDocument(accent, width, height);
    pictures.set(key, png);
  }
  return png;
}

function drawDocument(accent: Rgb, width: number, height: number): Buffer {
  return encodePng(width, height, (x, y) => {
    if (x < 4 || y < 4 || x >= width - 4 || y >= height - 4) return [205, 210, 218];
    if (y < 44) return accent;
    const line = (y - 60) % 24 < 8 && y > 56 && y < height - 20;
    const length = width - 40 - ((Math.floor((y - 60) / 24) * 53) % 120);
    if (line && x > 24 && x < length) return [170, 176, 186];
    if (x > width - 110 && x < width - 28 && y > 64 && y < 150) return [222, 226, 232];
    return [250, 250, 252];
  });
}
