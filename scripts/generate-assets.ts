/**
 * Generates the committed assets (npm run assets): installer icons in build/, the window and
 * tray icons and the alert sound in resources/. Deterministic: re-running gives the same bytes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { alertSamples, drawIcon } from './assets/drawing';
import { encodeIco, encodePng, encodeWav } from './assets/encoders';

const root = resolve(import.meta.dirname, '..');

function write(path: string, bytes: Buffer): void {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, bytes);
  console.log(`${path} (${bytes.length} bytes)`);
}

const png = (size: number, pending = false): Buffer => encodePng(size, size, drawIcon(size, pending));

write('build/icon.png', png(512));
write('build/icon.ico', encodeIco([16, 24, 32, 48, 64, 128, 256].map((size) => ({ size, png: png(size) }))));
for (const size of [16, 32, 48, 64, 128, 256, 512]) write(`build/icons/${size}x${size}.png`, png(size));
write('resources/icon.png', png(256));
write('resources/tray/tray.png', png(16));
write('resources/tray/tray@2x.png', png(32));
write('resources/tray/tray-pending.png', png(16, true));
write('resources/tray/tray-pending@2x.png', png(32, true));
const sampleRate = 22050;
write('resources/sounds/novo-pedido.wav', encodeWav(sampleRate, alertSamples(sampleRate)));
