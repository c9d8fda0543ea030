/**
 * Smoke test of what electron-vite actually emits (see ARCHITECTURE.md, Tests): the built main
 * bundle runs under Node with a fake 'electron', and the preload is checked for what a
 * sandboxed preload can load. Catches bundling mistakes that would otherwise show up only on a
 * restaurant's PC, since the Electron binary cannot run on the build machines.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import Module, { builtinModules, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, platformConfigFromOrigin, type PlatformConfig } from '../../src/shared/config';
import { INVOKE_CHANNELS, type DesktopApi } from '../../src/shared/ipc';
import { createFakeElectron, FakeBrowserWindow, FakeTray, type FakeElectron } from '../../src/main/test/fakeElectron';

const root = resolve(import.meta.dirname, '../..');
const mainBundle = join(root, 'out/main/index.cjs');
const preloadBundle = join(root, 'out/preload/index.cjs');
const rendererIndex = join(root, 'out/renderer/index.html');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { main: string; dependencies: Record<string, string> };

interface ModuleInternals {
  _resolveFilename: (this: unknown, request: string, ...rest: unknown[]) => string;
}
const moduleInternals = Module as unknown as ModuleInternals;
const originalResolve = moduleInternals._resolveFilename;
const fakeId = join(root, 'node_modules', '.fake-electron', 'index.js');

const userData = mkdtempSync(join(tmpdir(), 'painel-smoke-'));
let fake: FakeElectron;
let savedEnv: NodeJS.ProcessEnv;

/** Every module name a CommonJS bundle require()s. */
function requiredNames(code: string): string[] {
  return [...new Set([...code.matchAll(/\brequire\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((m) => m[1]!))];
}

function bundleFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(c?js|mjs)$/.test(f))
    .map((f) => join(dir, f));
}

beforeAll(async () => {
  if (!existsSync(mainBundle) || !existsSync(preloadBundle)) {
    try {
      execFileSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: 'pipe', shell: process.platform === 'win32' });
    } catch (err) {
      // The renderer may fail on its own; main and preload are built first and are what this checks.
      if (!existsSync(mainBundle) || !existsSync(preloadBundle)) throw err;
    }
  }

  fake = createFakeElectron(userData);
  const require = createRequire(mainBundle);
  const fakeModule = new Module(fakeId);
  Object.assign(fakeModule, { filename: fakeId, loaded: true, exports: fake.module });
  require.cache[fakeId] = fakeModule;
  moduleInternals._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]) {
    return request === 'electron' ? fakeId : originalResolve.call(this, request, ...rest);
  };

  savedEnv = { ...process.env };
  delete process.env.PANEL_CONFIG;
  delete process.env.PANEL_PLATFORM_URL;
  delete process.env.ELECTRON_RENDERER_URL;
  // Enables the updater outside an installer; its first check is 10 s away, after this file ends.
  process.env.UPDATE_URL = 'http://127.0.0.1:9/atualizacoes/';
  require(mainBundle);
  // Let app.whenReady() resolve and the window be created.
  for (let i = 0; i < 50 && FakeBrowserWindow.instances.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
}, 180_000);

afterAll(() => {
  const require = createRequire(mainBundle);
  (require('electron-log/main') as { errorHandler: { stopCatching(): void } }).errorHandler.stopCatching();
  moduleInternals._resolveFilename = originalResolve;
  delete require.cache[fakeId];
  process.env = savedEnv;
  rmSync(userData, { recursive: true, force: true });
});

describe('built main bundle (out/main)', () => {
  it('is the CommonJS file package.json names as main', () => {
    expect(resolve(root, pkg.main)).toBe(mainBundle);
  });

  it('requires only Electron, Node built-ins and production dependencies', () => {
    const allowed = new Set(['electron', ...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
    for (const file of bundleFiles(join(root, 'out/main'))) {
      for (const name of requiredNames(readFileSync(file, 'utf8'))) {
        if (name.startsWith('.')) continue;
        const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
        expect(allowed.has(name) || pkgName in pkg.dependencies, `${file} requires '${name}'`).toBe(true);
      }
    }
  });

  it('asks for the single-instance lock and registers the app scheme before ready', () => {
    expect(fake.state.lockRequested).toBe(1);
    expect(fake.protocolState.privileged).toMatchObject([{ scheme: 'app', privileges: { standard: true, secure: true } }]);
  });

  it('registers a handler for every channel of the IPC map', () => {
    for (const channel of INVOKE_CHANNELS) expect(fake.invokeHandlers.has(channel), channel).toBe(true);
  });

  it('creates the window isolated, sandboxed, unthrottled, with the built preload, on app://panel/', () => {
    expect(FakeBrowserWindow.instances).toHaveLength(1);
    const win = FakeBrowserWindow.instances[0]!;
    const prefs = win.options.webPreferences as Record<string, unknown>;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      backgroundThrottling: false,
      spellcheck: false,
      preload: preloadBundle,
    });
    expect(existsSync(prefs.preload as string)).toBe(true);
    expect(win.loadedUrls).toEqual(['app://panel/']);
    expect(win.webContents.windowOpenHandler?.({ url: 'https://exemplo.com' })).toEqual({ action: 'deny' });
    expect(win.webContents.fire('will-navigate', 'https://exemplo.com')).toBe(true);
  });

  it('installs the permission policy', () => {
    let granted: boolean | undefined;
    fake.permissionState.request!(null, 'media', (g: boolean) => (granted = g), { requestingUrl: 'app://panel/' });
    expect(granted).toBe(false);
  });

  it('answers IPC with the bundled validation, and only to the panel', async () => {
    const config = platformConfigFromOrigin('http://127.0.0.1:4010', 'sandbox');
    const handler = fake.invokeHandlers.get('config:get')!;
    await expect(Promise.resolve(handler({ senderFrame: { url: 'app://panel/pedidos' } }))).resolves.toEqual(config);
    await expect(Promise.resolve().then(() => handler({ senderFrame: { url: 'https://exemplo.com/' } }))).rejects.toThrow(
      /origem não autorizada/,
    );
    const notify = fake.invokeHandlers.get('notify:order')!;
    await expect(Promise.resolve().then(() => notify({ senderFrame: { url: 'app://panel/' } }, { orderId: -1 }))).rejects.toThrow(
      /argumento inválido/,
    );
  });

  it('serves the renderer and /config.json on app://panel/', async () => {
    const handler = fake.protocolState.handlers.get('app')!;
    const config = (await (await handler(new Request('app://panel/config.json'))).json()) as PlatformConfig;
    expect(config).toEqual(platformConfigFromOrigin('http://127.0.0.1:4010', 'sandbox'));
    if (existsSync(rendererIndex)) {
      const page = await handler(new Request('app://panel/pedidos'));
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toBe(contentSecurityPolicy(config));
    }
  });

  it('puts the panel in the tray at start, with its menu', () => {
    expect(FakeTray.instances).toHaveLength(1);
    const labels = FakeTray.instances[0]!.menu!.items.map((i) => i.label ?? i.type);
    expect(labels).toEqual(expect.arrayContaining(['Abrir o painel', 'Nenhum pedido pendente', 'Sair']));
    const pending = fake.invokeHandlers.get('tray:pending-count')!;
    return Promise.resolve(pending({ senderFrame: { url: 'app://panel/' } }, 2)).then(() => {
      expect(FakeTray.instances[0]!.menu!.items.map((i) => i.label)).toContain('2 pedidos pendentes');
    });
  });

  it('wires the bundled electron-updater with UPDATE_URL at start', () => {
    const log = readFileSync(join(userData, 'logs', 'main.log'), 'utf8');
    expect(log).toContain('Atualizações automáticas: servidor http://127.0.0.1:9/atualizacoes/ (UPDATE_URL)');
  });

  it('guards the close button: the page is asked, and its answer minimises to the tray', async () => {
    const win = FakeBrowserWindow.instances[0]!;
    win.show();
    win.close();
    expect(win.destroyed).toBe(false);
    expect(win.webContents.sent.map((m) => m.channel)).toContain('on-close-click');
    await fake.invokeHandlers.get('toAppQuit')!({ senderFrame: { url: 'app://panel/' } }, 'minimize');
    expect(win.isVisible()).toBe(false);
    expect(win.destroyed).toBe(false);
  });

  it('writes its log to a file under the user data folder', () => {
    const log = readFileSync(join(userData, 'logs', 'main.log'), 'utf8');
    expect(log).toContain("plataforma 'sandbox'");
  });

  it("writes the page's warnings and errors to the same file", async () => {
    const write = fake.invokeHandlers.get('log:renderer')!;
    await write({ senderFrame: { url: 'app://panel/' } }, { level: 'error', message: 'TypeError: pedido sem itens' });
    const log = readFileSync(join(userData, 'logs', 'main.log'), 'utf8');
    expect(log).toMatch(/\[error\].*\[renderer\] TypeError: pedido sem itens/);
  });
});

describe('built preload bundle (out/preload)', () => {
  it('is one CommonJS file that requires nothing but electron', () => {
    const code = readFileSync(preloadBundle, 'utf8');
    expect(requiredNames(code)).toEqual(['electron']);
    expect(code).not.toMatch(/^\s*import\s|^\s*export\s|import\(/m);
    expect(bundleFiles(join(root, 'out/preload'))).toEqual([preloadBundle]);
  });

  it('runs where only electron can be required and exposes window.desktop', () => {
    const code = readFileSync(preloadBundle, 'utf8');
    const exposed = new Map<string, unknown>();
    const electron = {
      contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
      ipcRenderer: { invoke: () => Promise.resolve(), on: () => undefined, removeListener: () => undefined },
    };
    const sandboxedRequire = (name: string): unknown => {
      if (name === 'electron') return electron;
      throw new Error(`module not found: ${name}`);
    };
    const module = { exports: {} };
    // The wrapper Electron gives a sandboxed preload: a require() that knows only 'electron'.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const run = new Function('require', 'module', 'exports', code) as (...args: unknown[]) => void;
    run(sandboxedRequire, module, module.exports);
    const desktop = exposed.get('desktop') as DesktopApi;
    expect([...exposed.keys()]).toEqual(['desktop']);
    expect(typeof desktop.getConfig).toBe('function');
    expect(typeof desktop.on).toBe('function');
    expect(typeof desktop.writeLog).toBe('function');
  });
});
