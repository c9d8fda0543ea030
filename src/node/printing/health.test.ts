import type { PrinterHealth, QueueCondition } from '../../shared/printing/status';
import { createPrinterHealthBoard } from './health';

describe('the printers health board: OS queues', () => {
  const noTcp = () => Promise.reject(new Error('sem impressora de rede neste teste'));

  it('reads a configured os:// printer from its queue, and one printed to through the system since', async () => {
    const conditions: Record<string, QueueCondition | null> = { 'Caixa USB': { paused: false, reasons: ['media-empty-error'] }, Bar: null };
    const asked: string[] = [];
    let clock = 1000;
    const board = createPrinterHealthBoard({
      probe: noTcp,
      now: () => clock,
      queueMaxAgeMs: 2000,
      readQueue: (queue) => {
        asked.push(queue);
        return Promise.resolve(conditions[queue] ?? null);
      },
    });
    expect(await board.read([{ name: 'Caixa', uri: 'os://Caixa%20USB', codePage: 'cp860' }])).toEqual([
      { printer: 'Caixa', state: 'sem-papel', monitored: true, processIds: false, message: 'Caixa: sem papel', at: 1000, queue: 'Caixa USB' },
    ]);
    // a ticket went to the system's queue Bar (told by the print path): it is shown too, from then on
    const told: PrinterHealth = { printer: 'Bar', state: 'pronta', monitored: true, processIds: false, message: 'Bar: pronta', at: 1000, queue: 'Bar' };
    board.report(told);
    expect((await board.read([])).map((h) => h.message)).toEqual(['Bar: pronta']);
    expect(asked).toEqual(['Caixa USB']);
    clock += 5000;
    // no longer fresh: asked again; a queue that cannot say is 'sem confirmação', never an error
    expect(await board.read([])).toMatchObject([{ printer: 'Bar', state: 'sem-confirmacao', monitored: false, message: 'Bar: sem confirmação' }]);
    expect(asked).toEqual(['Caixa USB', 'Bar']);
  });
});
