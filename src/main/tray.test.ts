import { describe, expect, it } from 'vitest';
import { FakeTray, type MenuItemOptions } from './test/fakeElectron';
import { createTray, pendingLabel } from './tray';

vi.mock('electron', async () => (await import('./test/mocks')).electron.module);
vi.mock('./log', async () => ({ default: (await import('./test/mocks')).logger.log }));

function setup(startsWithSystem = true) {
  const calls: string[] = [];
  let autostart = startsWithSystem;
  const tray = createTray({
    openPanel: () => calls.push('abrir'),
    quit: () => calls.push('sair'),
    startsWithSystem: () => autostart,
    setStartsWithSystem: (on) => {
      autostart = on;
      calls.push(`autostart:${on}`);
    },
    iconPath: (name) => `/icones/${name}`,
  });
  const fake = FakeTray.instances.at(-1)!;
  const items = (): MenuItemOptions[] => fake.menu!.items;
  const item = (label: string): MenuItemOptions => items().find((i) => i.label === label)!;
  const icon = (): string => (fake.image as { path: string }).path;
  return { tray, fake, calls, items, item, icon };
}

describe('tray', () => {
  it('offers Abrir o painel, the pending count (not clickable), Iniciar com o sistema and Sair', () => {
    const { items, calls, item } = setup();
    expect(items().map((i) => i.label ?? i.type)).toEqual([
      'Abrir o painel',
      'Nenhum pedido pendente',
      'separator',
      'Iniciar com o sistema',
      'separator',
      'Sair',
    ]);
    expect(item('Nenhum pedido pendente').enabled).toBe(false);
    item('Abrir o painel').click!({ checked: false });
    item('Sair').click!({ checked: false });
    expect(calls).toEqual(['abrir', 'sair']);
  });

  it('says how many orders are pending and switches the icon while any is', () => {
    const { tray, fake, item, icon } = setup();
    expect(icon()).toBe('/icones/tray.png');
    expect(fake.tooltip).toBe('Painel do Parceiro');
    tray.setPendingCount(1);
    expect(item('1 pedido pendente')).toBeDefined();
    expect(icon()).toBe('/icones/tray-pending.png');
    tray.setPendingCount(3);
    expect(item('3 pedidos pendentes')).toBeDefined();
    expect(fake.tooltip).toBe('Painel do Parceiro — 3 pedidos pendentes');
    tray.setPendingCount(0);
    expect(item('Nenhum pedido pendente')).toBeDefined();
    expect(icon()).toBe('/icones/tray.png');
    expect(tray.pendingCount()).toBe(0);
  });

  it('a click on the icon opens the panel', () => {
    const { fake, calls } = setup();
    fake.emit('click');
    expect(calls).toEqual(['abrir']);
  });

  it('Iniciar com o sistema shows and toggles the stored choice', () => {
    const { item, calls } = setup(true);
    expect(item('Iniciar com o sistema').checked).toBe(true);
    item('Iniciar com o sistema').click!({ checked: false });
    expect(calls).toEqual(['autostart:false']);
    expect(item('Iniciar com o sistema').checked).toBe(false);
  });

  it('labels in Portuguese, singular and plural', () => {
    expect([0, 1, 2, 10].map(pendingLabel)).toEqual([
      'Nenhum pedido pendente',
      '1 pedido pendente',
      '2 pedidos pendentes',
      '10 pedidos pendentes',
    ]);
  });
});
