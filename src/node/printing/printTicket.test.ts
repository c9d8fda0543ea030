import { decodeEscPos } from '../../../rig/escposDecoder';
import { cut, text } from '../../shared/printing/model';
import { pageSetup } from '../../shared/printing/page';
import { parsePrinterUri } from '../../shared/printing/printers';
import { SESSION_PRINT_DEFAULTS } from '../../shared/api/areas/session';
import { printTicket } from './printTicket';

const ticket = { kind: 'teste' as const, title: 'Teste', page: pageSetup(SESSION_PRINT_DEFAULTS), blocks: [text('Pão de queijo'), cut()] };

describe('printTicket', () => {
  it('renders a ticket in the printer code page and sends it over TCP', async () => {
    const tcp = vi.fn((_host: string, _port: number, _bytes: Uint8Array) => Promise.resolve());
    await printTicket({ printer: { name: 'Cozinha', uri: 'tcp://10.0.0.5', codePage: 'cp860' }, ticket, transports: { tcp } });
    expect(tcp).toHaveBeenCalledWith('10.0.0.5', 9100, expect.any(Uint8Array), { printerName: 'Cozinha' });
    const bytes = tcp.mock.calls[0]![2];
    expect(decodeEscPos(bytes).tickets[0]?.codePage).toBe('cp860');
    expect(decodeEscPos(bytes).tickets[0]?.text).toBe('Pão de queijo\n');
  });

  it('sends bytes as given to an OS queue, with the job title', async () => {
    const os = vi.fn(() => Promise.resolve({ confirmation: 'fila' as const, jobId: 'Caixa-7' }));
    const bytes = new Uint8Array([1, 2, 3]);
    const onStatus = vi.fn();
    const report = await printTicket({ printer: { name: 'Caixa', uri: 'os://Caixa%20USB' }, bytes, title: 'PEDIDO #1', tcp: { onStatus }, transports: { os } });
    expect(os).toHaveBeenCalledWith('Caixa USB', bytes, 'PEDIDO #1', { printerName: 'Caixa', onStatus });
    expect(report).toEqual({ confirmation: 'fila', resent: false });
  });

  it('refuses an address it does not know, in Portuguese', async () => {
    await expect(printTicket({ printer: { name: 'X', uri: 'lpt1:' }, ticket })).rejects.toMatchObject({
      code: 'unsupported',
      message: 'Endereço de impressora não suportado: lpt1: (use tcp://ip:9100 ou os://nome).',
    });
  });

  it('reads printer addresses', () => {
    expect(parsePrinterUri('tcp://192.168.0.9:9101')).toEqual({ kind: 'tcp', host: '192.168.0.9', port: 9101 });
    expect(parsePrinterUri('tcp://[::1]:9100')).toEqual({ kind: 'tcp', host: '::1', port: 9100 });
    expect(parsePrinterUri('tcp://host:70000')).toBeNull();
    expect(parsePrinterUri('os://EPSON%20TM')).toEqual({ kind: 'os', queue: 'EPSON TM' });
  });
});
