/**
 * A stand-in for the 'electron' module: enough of it for main's code and for electron-log, with
 * every call recorded. Used by the unit tests (vi.mock('electron')) and by the smoke test that
 * runs the built bundle (tests/unit/built-bundles.test.ts). Never the real module: requiring it
 * here would try to download the Electron binary.
 */
import { EventEmitter } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Listener = (...args: unknown[]) => unknown;
type WindowOpenHandler = (details: { url: string }) => { action: 'allow' | 'deny' };
type InvokeHandler = (event: unknown, ...args: unknown[]) => unknown;
type ProtocolHandler = (request: Request) => Response | Promise<Response>;

export class FakeWebContents extends EventEmitter {
  readonly sent: { channel: string; args: unknown[] }[] = [];
  windowOpenHandler: WindowOpenHandler | null = null;
  destroyed = false;
  send(channel: string, ...args: unknown[]): void {
    this.sent.push({ channel, args });
  }
  setWindowOpenHandler(handler: WindowOpenHandler): void {
    this.windowOpenHandler = handler;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  /** Emits an event the way Electron does and tells whether a listener called preventDefault. */
  fire(name: string, ...args: unknown[]): boolean {
    let prevented = false;
    this.emit(name, { preventDefault: () => (prevented = true) }, ...args);
    return prevented;
  }
}

export class FakeBrowserWindow extends EventEmitter {
  static readonly instances: FakeBrowserWindow[] = [];
  static getAllWindows(): FakeBrowserWindow[] {
    return FakeBrowserWindow.instances.filter((w) => !w.destroyed);
  }
  readonly webContents = new FakeWebContents();
  readonly loadedUrls: string[] = [];
  readonly calls: string[] = [];
  visible = false;
  minimized = false;
  destroyed = false;
  constructor(readonly options: Record<string, unknown>) {
    super();
    FakeBrowserWindow.instances.push(this);
  }
  loadURL(url: string): Promise<void> {
    this.loadedUrls.push(url);
    return Promise.resolve();
  }
  show(): void {
    this.calls.push('show');
    this.visible = true;
  }
  hide(): void {
    this.calls.push('hide');
    this.visible = false;
  }
  focus(): void {
    this.calls.push('focus');
  }
  restore(): void {
    this.calls.push('restore');
    this.minimized = false;
  }
  minimize(): void {
    this.calls.push('minimize');
    this.minimized = true;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  isVisible(): boolean {
    return this.visible;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  close(): void {
    this.destroyed = true;
    this.emit('closed');
  }
}

export class FakeNotification extends EventEmitter {
  static readonly instances: FakeNotification[] = [];
  static supported = true;
  static isSupported(): boolean {
    return FakeNotification.supported;
  }
  shown = false;
  constructor(readonly options: Record<string, unknown>) {
    super();
    FakeNotification.instances.push(this);
  }
  show(): void {
    this.shown = true;
  }
}

export function createFakeElectron(userData = join(tmpdir(), 'painel-parceiro-teste')) {
  const appEvents = new EventEmitter();
  const state = {
    singleInstanceLock: true,
    lockRequested: 0,
    quitCalls: 0,
    exitCodes: [] as number[],
    ready: false,
  };
  const app = Object.assign(appEvents, {
    name: 'Painel do Parceiro',
    isPackaged: false,
    getName: () => 'Painel do Parceiro',
    getVersion: () => '1.2.0',
    getAppPath: () => process.cwd(),
    getPath: (name: string) => (name === 'logs' ? join(userData, 'logs') : userData),
    isReady: () => state.ready,
    whenReady: () => {
      state.ready = true;
      return Promise.resolve();
    },
    requestSingleInstanceLock: () => {
      state.lockRequested += 1;
      return state.singleInstanceLock;
    },
    setAppUserModelId: (_id: string) => undefined,
    quit: () => {
      state.quitCalls += 1;
    },
    exit: (code = 0) => {
      state.exitCodes.push(code);
    },
  });

  const invokeHandlers = new Map<string, InvokeHandler>();
  const ipcMain = Object.assign(new EventEmitter(), {
    handle(channel: string, handler: InvokeHandler): void {
      if (invokeHandlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      invokeHandlers.set(channel, handler);
    },
    removeHandler(channel: string): void {
      invokeHandlers.delete(channel);
    },
  });

  const protocolState = {
    privileged: [] as { scheme: string; privileges: Record<string, boolean> }[],
    handlers: new Map<string, ProtocolHandler>(),
  };
  const protocol = {
    registerSchemesAsPrivileged(schemes: { scheme: string; privileges: Record<string, boolean> }[]): void {
      if (state.ready) throw new Error('registerSchemesAsPrivileged must be called before the app is ready');
      protocolState.privileged.push(...schemes);
    },
    handle(scheme: string, handler: ProtocolHandler): void {
      protocolState.handlers.set(scheme, handler);
    },
  };

  const permissionState: { request: Listener | null; check: Listener | null } = { request: null, check: null };
  const defaultSession = {
    setPermissionRequestHandler: (handler: Listener | null) => {
      permissionState.request = handler;
    },
    setPermissionCheckHandler: (handler: Listener | null) => {
      permissionState.check = handler;
    },
    setPreloads: () => undefined,
    getPreloads: () => [] as string[],
    registerPreloadScript: () => 'preload-id',
    on: () => undefined,
  };

  const opened: string[] = [];
  const errorBoxes: { title: string; content: string }[] = [];
  const menu = { application: undefined as unknown };

  /** Back to a fresh state, in place (a mocked module object is cached across vi.resetModules). */
  function reset(): void {
    Object.assign(state, { singleInstanceLock: true, lockRequested: 0, quitCalls: 0, exitCodes: [], ready: false });
    appEvents.removeAllListeners();
    ipcMain.removeAllListeners();
    invokeHandlers.clear();
    protocolState.privileged.length = 0;
    protocolState.handlers.clear();
    permissionState.request = null;
    permissionState.check = null;
    opened.length = 0;
    errorBoxes.length = 0;
    menu.application = undefined;
    FakeBrowserWindow.instances.length = 0;
    FakeNotification.instances.length = 0;
  }

  return {
    reset,
    module: {
      app,
      ipcMain,
      protocol,
      session: { defaultSession },
      BrowserWindow: FakeBrowserWindow,
      Notification: FakeNotification,
      webContents: { getAllWebContents: () => FakeBrowserWindow.getAllWindows().map((w) => w.webContents) },
      shell: {
        openExternal: (url: string) => {
          opened.push(url);
          return Promise.resolve();
        },
      },
      dialog: {
        showErrorBox: (title: string, content: string) => {
          errorBoxes.push({ title, content });
        },
      },
      Menu: {
        setApplicationMenu: (value: unknown) => {
          menu.application = value;
        },
      },
    },
    state,
    invokeHandlers,
    protocolState,
    permissionState,
    opened,
    errorBoxes,
    menu,
  };
}

export type FakeElectron = ReturnType<typeof createFakeElectron>;

/** A replacement for src/main/log.ts that keeps what was logged. */
export function createFakeLog() {
  const lines: { level: string; args: unknown[] }[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]): void => {
      lines.push({ level, args });
    };
  return {
    lines,
    log: {
      info: at('info'),
      warn: at('warn'),
      error: at('error'),
      debug: at('debug'),
      errorHandler: { startCatching: () => undefined },
    },
  };
}
