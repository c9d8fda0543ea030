/**
 * Where the Electron binary is, read the way the `electron` package itself records it
 * (node_modules/electron/path.txt naming a file under dist/), without require('electron'):
 * on a machine without the binary that require would try to download it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');

export function findElectronBinary(root: string = ROOT): { path: string } | { path: null; reason: string } {
  const pkgDir = join(root, 'node_modules', 'electron');
  const pathFile = join(pkgDir, 'path.txt');
  if (!existsSync(pathFile)) {
    return {
      path: null,
      reason: `binário do Electron não instalado (${pathFile} não existe; numa máquina com internet, 'npx electron --version' o baixa)`,
    };
  }
  const executable = join(pkgDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  if (!existsSync(executable)) return { path: null, reason: `binário do Electron ausente: ${executable}` };
  return { path: executable };
}
