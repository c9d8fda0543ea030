import { describe, expect, it } from 'vitest';
import type { DesktopApi } from '../shared/ipc';

const fake = vi.hoisted(() => ({ exposed: new Map<string, unknown>(), invoked: [] as { channel: string; args: unknown[] }[] }));

vi.mock('electron', async () => {
  const { EventEmitter: Emitter } = await import('node:events');
  const ipcRenderer = Object.assign(new Emitter(), {
    invoke: (channel: string, ...args: unknown[]) => {
      fake.invoked.push({ channel, args });
      return Promise.resolve({ ok: true });
    },
  });
  return { ipcRenderer, contextBridge: { exposeInMainWorld: (key: string, api: unknown) => fake.exposed.set(key, api) } };
});

await import('./index');
const desktop = fake.exposed.get('desktop') as DesktopApi;

describe('preload bridge: printing', () => {
  it('maps each printing method to its channel', async () => {
    await desktop.printList();
    await desktop.printRaw({ printer: 'Caixa', bytes: 'G0A=', codePage: 'cp850' });
    await desktop.printNativeList();
    await desktop.printHtml({ printer: 'EPSON', html: '<p>x</p>', pageSize: { width: 80000, height: 100000 } });
    await desktop.qzSign('dados');
    expect(fake.invoked).toEqual([
      { channel: 'print:list', args: [] },
      { channel: 'print:raw', args: [{ printer: 'Caixa', bytes: 'G0A=', codePage: 'cp850' }] },
      { channel: 'print:native-list', args: [] },
      { channel: 'print:html', args: [{ printer: 'EPSON', html: '<p>x</p>', pageSize: { width: 80000, height: 100000 } }] },
      { channel: 'print:qz-sign', args: [{ toSign: 'dados' }] },
    ]);
  });
});
