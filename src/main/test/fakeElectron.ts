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
  crashed = false;
  isCrashed(): boolean {
    return this.crashed;
  }
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
  maximized = false;
  focused = false;
  destroyed = false;
  bounds: { x: number; y: number; width: number; height: number };
  readonly flashes: boolean[] = [];
  constructor(readonly options: Record<string, unknown>) {
    super();
    const n = (key: string, fallback: number): number => {
      const value = options[key];
      return typeof value === 'number' ? value : fallback;
    };
    this.bounds = { x: n('x', 0), y: n('y', 0), width: n('width', 800), height: n('height', 600) };
    FakeBrowserWindow.instances.push(this);
  }
  getBounds() {
    return { ...this.bounds };
  }
  getNormalBounds() {
    return { ...this.bounds };
  }
  setBounds(bounds: Partial<FakeBrowserWindow['bounds']>): void {
    this.bounds = { ...this.bounds, ...bounds };
  }
  maximize(): void {
    this.calls.push('maximize');
    this.maximized = true;
  }
  isMaximized(): boolean {
    return this.maximized;
  }
  isFocused(): boolean {
    return this.focused;
  }
  flashFrame(flag: boolean): void {
    this.flashes.push(flag);
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
    this.focused = false;
  }
  focus(): void {
    this.calls.push('focus');
    this.focused = true;
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
  /** Like a click on the window's X: listeners of 'close' may preventDefault. */
  close(): void {
    let prevented = false;
    this.emit('close', { preventDefault: () => (prevented = true) });
    if (prevented) return;
    this.destroyed = true;
    this.emit('closed');
  }
}

export class FakeTray extends EventEmitter {
  static readonly instances: FakeTray[] = [];
  image: unknown;
  tooltip = '';
  menu: { items: MenuItemOptions[] } | null = null;
  destroyed = false;
  constructor(image: unknown) {
    super();
    this.image = image;
    FakeTray.instances.push(this);
  }
  setImage(image: unknown): void {
    this.image = image;
  }
  setToolTip(text: string): void {
    this.tooltip = text;
  }
  setContextMenu(menu: { items: MenuItemOptions[] } | null): void {
    this.menu = menu;
  }
  destroy(): void {
    this.destroyed = true;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
}

export interface MenuItemOptions {
  label?: string;
  type?: string;
  enabled?: boolean;
  checked?: boolean;
  click?: (item: { checked: boolean }) => void;
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
    loginItems: [] as Record<string, unknown>[],
    setLoginItemSettings(settings: Record<string, unknown>): void {
      app.loginItems.push(settings);
    },
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

  const permissionState: { request: Listener | null; check: Listener | null; device: Listener | null; sessionEvents: Map<string, Listener> } = {
    request: null,
    check: null,
    device: null,
    sessionEvents: new Map(),
  };
  const defaultSession = {
    setPermissionRequestHandler: (handler: Listener | null) => {
      permissionState.request = handler;
    },
    setPermissionCheckHandler: (handler: Listener | null) => {
      permissionState.check = handler;
    },
    setDevicePermissionHandler: (handler: Listener | null) => {
      permissionState.device = handler;
    },
    setPreloads: () => undefined,
    getPreloads: () => [] as string[],
    registerPreloadScript: () => 'preload-id',
    on: (event: string, listener: Listener) => {
      permissionState.sessionEvents.set(event, listener);
    },
  };

  const opened: string[] = [];
  const errorBoxes: { title: string; content: string }[] = [];
  /** Native message boxes shown, and the button index the next one answers. */
  const messageBoxes: { options: Record<string, unknown>; window: unknown }[] = [];
  const dialogAnswer = { response: 0 };
  const displays = {
    primary: { id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 } },
    all: [] as { id: number; workArea: { x: number; y: number; width: number; height: number } }[],
  };
  displays.all.push(displays.primary);
  const power = { started: new Map<number, string>(), nextId: 1 };
  const safe = { available: true, backend: 'gnome_libsecret' };
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
    permissionState.device = null;
    permissionState.sessionEvents.clear();
    opened.length = 0;
    errorBoxes.length = 0;
    menu.application = undefined;
    messageBoxes.length = 0;
    dialogAnswer.response = 0;
    app.loginItems.length = 0;
    power.started.clear();
    Object.assign(safe, { available: true, backend: 'gnome_libsecret' });
    displays.all.splice(0, displays.all.length, displays.primary);
    FakeBrowserWindow.instances.length = 0;
    FakeNotification.instances.length = 0;
    FakeTray.instances.length = 0;
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
        showMessageBox: (window: unknown, options: Record<string, unknown>) => {
          messageBoxes.push({ window, options });
          return Promise.resolve({ response: dialogAnswer.response, checkboxChecked: false });
        },
      },
      Menu: {
        setApplicationMenu: (value: unknown) => {
          menu.application = value;
        },
        buildFromTemplate: (items: MenuItemOptions[]) => ({ items }),
      },
      Tray: FakeTray,
      nativeImage: {
        createFromPath: (path: string) => ({ path, isEmpty: () => false }),
      },
      screen: {
        getPrimaryDisplay: () => displays.primary,
        getAllDisplays: () => [...displays.all],
      },
      powerSaveBlocker: {
        start(type: string): number {
          const id = power.nextId++;
          power.started.set(id, type);
          return id;
        },
        stop(id: number): void {
          power.started.delete(id);
        },
        isStarted: (id: number) => power.started.has(id),
      },
      safeStorage: {
        isEncryptionAvailable: () => safe.available,
        getSelectedStorageBackend: () => safe.backend,
        // Reversible and visibly not the plain text, like the real one.
        encryptString: (text: string) => Buffer.from(`cifrado:${Buffer.from(text, 'utf8').toString('hex')}`),
        decryptString: (data: Buffer) => {
          const text = data.toString('utf8');
          if (!text.startsWith('cifrado:')) throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
          return Buffer.from(text.slice('cifrado:'.length), 'hex').toString('utf8');
        },
      },
      // electron-updater emits 'before-quit-for-update' on it.
      autoUpdater: new EventEmitter(),
    },
    state,
    invokeHandlers,
    protocolState,
    permissionState,
    opened,
    errorBoxes,
    menu,
    messageBoxes,
    dialogAnswer,
    displays,
    power,
    safe,
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
