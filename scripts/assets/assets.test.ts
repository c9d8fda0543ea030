/** The committed installer icons, tray icons and alert sound are real, well-formed files. */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { alertSamples, drawIcon } from './drawing';
import { encodePng, encodeWav } from './encoders';

const root = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path));

function pngInfo(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.toString('ascii', 12, 16)).toBe('IHDR');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const pixel = (x: number, y: number) => [...raw.subarray(y * (width * 4 + 1) + 1 + x * 4).subarray(0, 4)];
  return { width, height, colourType: bytes[25], pixel };
}

describe('generated assets', () => {
  it('installer icon: 512 px RGBA PNG, transparent corners, white ticket in the middle', () => {
    const icon = pngInfo(read('build/icon.png'));
    expect([icon.width, icon.height, icon.colourType]).toEqual([512, 512, 6]);
    expect(icon.pixel(0, 0)[3]).toBe(0);
    expect(icon.pixel(256, 120)).toEqual([255, 255, 255, 255]);
    expect(icon.pixel(256, 30)[0]).toBeGreaterThan(200);
  });

  it('Windows icon: an ICO holding 16 to 256 px PNG images', () => {
    const ico = read('build/icon.ico');
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => ico[6 + i * 16] || 256);
    expect(sizes).toEqual([16, 24, 32, 48, 64, 128, 256]);
    const lastOffset = ico.readUInt32LE(6 + (count - 1) * 16 + 12);
    expect(pngInfo(ico.subarray(lastOffset)).width).toBe(256);
  });

  it('Linux icons and tray icons exist at their sizes', () => {
    for (const size of [16, 32, 48, 64, 128, 256, 512]) expect(pngInfo(read(`build/icons/${size}x${size}.png`)).width).toBe(size);
    for (const name of ['tray', 'tray-pending']) {
      expect(pngInfo(read(`resources/tray/${name}.png`)).width).toBe(16);
      expect(pngInfo(read(`resources/tray/${name}@2x.png`)).width).toBe(32);
    }
    expect(read('resources/tray/tray.png')).not.toEqual(read('resources/tray/tray-pending.png'));
  });

  it('alert sound: a short, audible 16-bit PCM WAV', () => {
    const wav = read('resources/sounds/novo-pedido.wav');
    expect(wav.toString('ascii', 0, 4) + wav.toString('ascii', 8, 12)).toBe('RIFFWAVE');
    expect([wav.readUInt16LE(20), wav.readUInt16LE(22), wav.readUInt16LE(34)]).toEqual([1, 1, 16]);
    const rate = wav.readUInt32LE(24);
    const seconds = wav.readUInt32LE(40) / 2 / rate;
    expect(seconds).toBeGreaterThan(0.2);
    expect(seconds).toBeLessThan(2);
    let peak = 0;
    for (let at = 44; at < wav.length; at += 2) peak = Math.max(peak, Math.abs(wav.readInt16LE(at)));
    expect(peak).toBeGreaterThan(16000);
  });

  it('the committed files are what the generator makes (npm run assets)', () => {
    expect(encodePng(16, 16, drawIcon(16))).toEqual(read('resources/tray/tray.png'));
    expect(encodePng(32, 32, drawIcon(32, true))).toEqual(read('resources/tray/tray-pending@2x.png'));
    expect(encodeWav(22050, alertSamples(22050))).toEqual(read('resources/sounds/novo-pedido.wav'));
  });
});
