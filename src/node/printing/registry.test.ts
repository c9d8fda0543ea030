import { vi } from 'vitest';
import { createPrinterRegistry } from './registry';

describe('printer registry', () => {
  const configured = [
    { name: 'Cozinha', uri: 'tcp://192.168.0.50:9100', codePage: 'cp860' as const },
    { name: 'Caixa_USB', uri: 'os://Caixa_USB', codePage: 'wpc1252' as const },
  ];
  const listOs = () =>
    Promise.resolve([
      { name: 'Caixa_USB', state: 'idle' as const },
      { name: 'Bar', state: 'idle' as const },
    ]);

  it('lists the configured printers and the OS queues not configured, with the default code page', async () => {
    const registry = createPrinterRegistry({ configured, listOs });
    expect(await registry.list()).toEqual([
      { ...configured[0], origem: 'rede' },
      { ...configured[1], origem: 'rede' },
      { name: 'Bar', uri: 'os://Bar', codePage: 'cp850', origem: 'sistema', state: 'idle' },
    ]);
  });

  it('finds by exact name, then ignoring case', async () => {
    const registry = createPrinterRegistry({ configured, listOs });
    expect((await registry.find('Cozinha'))?.uri).toBe('tcp://192.168.0.50:9100');
    expect((await registry.find('bar'))?.uri).toBe('os://Bar');
    expect(await registry.find('Nada')).toBeNull();
  });

  it('finds a configured printer without asking the OS for its queues', async () => {
    const listed = vi.fn(listOs);
    const registry = createPrinterRegistry({ configured, listOs: listed });
    expect((await registry.find(' Cozinha '))?.origem).toBe('rede');
    expect(listed).not.toHaveBeenCalled();
    expect((await registry.find('Bar'))?.origem).toBe('sistema');
    expect(listed).toHaveBeenCalledTimes(1);
  });

  it('still lists the configured printers when the OS listing fails', async () => {
    const registry = createPrinterRegistry({ configured, listOs: () => Promise.reject(new Error('lpstat travou')) });
    expect(await registry.list()).toHaveLength(2);
  });

  it('refuses an address it cannot print to', () => {
    expect(() => createPrinterRegistry({ configured: [{ name: 'X', uri: 'http://x', codePage: 'cp850' }] })).toThrow(
      'Endereço inválido para a impressora X: http://x',
    );
  });
});
