/**
 * The tray icon: the panel lives here while its window is hidden. Its menu opens the panel,
 * says how many orders wait, toggles starting with the system, and quits; its icon changes
 * while orders are pending.
 */
import { Menu, nativeImage, Tray, type MenuItemConstructorOptions } from 'electron';
import { resourcePath } from './paths';

export interface TrayOptions {
  openPanel(): void;
  quit(): void;
  /** Current state of 'Iniciar com o sistema'; absent where it is not offered. */
  startsWithSystem?: () => boolean;
  setStartsWithSystem?: (on: boolean) => void;
  iconPath?: (name: 'tray.png' | 'tray-pending.png') => string;
}

export interface AppTray {
  setPendingCount(count: number): void;
  pendingCount(): number;
  destroy(): void;
}

export const TRAY_TITLE = 'Painel do Parceiro';

export function pendingLabel(count: number): string {
  if (count === 0) return 'Nenhum pedido pendente';
  return count === 1 ? '1 pedido pendente' : `${count} pedidos pendentes`;
}

export function createTray(options: TrayOptions): AppTray {
  const iconPath = options.iconPath ?? ((name: string) => resourcePath('tray', name));
  // The @2x files beside each PNG are picked up by nativeImage on high-DPI screens.
  const icons = {
    idle: nativeImage.createFromPath(iconPath('tray.png')),
    pending: nativeImage.createFromPath(iconPath('tray-pending.png')),
  };
  const tray = new Tray(icons.idle);
  let count = 0;

  const render = (): void => {
    tray.setImage(count > 0 ? icons.pending : icons.idle);
    tray.setToolTip(count > 0 ? `${TRAY_TITLE} — ${pendingLabel(count)}` : TRAY_TITLE);
    const items: MenuItemConstructorOptions[] = [
      { label: 'Abrir o painel', click: () => options.openPanel() },
      { label: pendingLabel(count), enabled: false },
      { type: 'separator' },
    ];
    if (options.startsWithSystem && options.setStartsWithSystem) {
      const set = options.setStartsWithSystem;
      items.push({
        label: 'Iniciar com o sistema',
        type: 'checkbox',
        checked: options.startsWithSystem(),
        click: (item) => {
          set(item.checked);
          render();
        },
      });
      items.push({ type: 'separator' });
    }
    items.push({ label: 'Sair', click: () => options.quit() });
    tray.setContextMenu(Menu.buildFromTemplate(items));
  };

  // Windows and most Linux trays: a click on the icon opens the panel.
  tray.on('click', () => options.openPanel());
  render();

  return {
    setPendingCount(next) {
      if (next === count) return;
      count = next;
      render();
    },
    pendingCount: () => count,
    destroy: () => {
      if (!tray.isDestroyed()) tray.destroy();
    },
  };
}
