import { join } from 'node:path';
import { app } from 'electron';

/** Built bundles beside this one: out/main/index.cjs -> out/preload, out/renderer. */
export function builtPaths(mainDir: string): { preload: string; renderer: string } {
  return {
    preload: join(mainDir, '..', 'preload', 'index.cjs'),
    renderer: join(mainDir, '..', 'renderer'),
  };
}

/** resources/ of the repository, copied beside app.asar by electron-builder (extraResources). */
export function resourcePath(...parts: string[]): string {
  const base = app.isPackaged ? join(process.resourcesPath, 'resources') : join(app.getAppPath(), 'resources');
  return join(base, ...parts);
}
