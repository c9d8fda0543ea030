import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ordersLoaded } from '../orders/ordersSlice';
import { printRequested } from '../orders/printActions';
import { renderWithStore } from '../../test/testStore';
import { PendingPrintJobs } from './PendingPrintJobs';
import { UnroutedProductionAlert } from './UnroutedProductionAlert';
import { printSettingsSaved } from '../printSettings/printSettingsSlice';
import { buildOrderPrintJobs } from '../../../shared/printing/jobs';
import { createLedger, savePendingJob } from './ledger';
import { PrintFailure, queuedFromPrintJobs } from './model';
import { MESSAGES } from '../../ui/messages';
import type { PrinterHealth } from '../../../shared/printing/status';
import { PRINTER_HEALTH_POLL_MS } from './printerHealthSaga';
import { printerHealthChanged } from './printingSlice';
import { makeOrder } from '../../../shared/test/orders';
import { FakeDriver, MemoryStorage, PRINT_TEST_SETTINGS, createPrintingTestStore } from '../../test/printing';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z'), shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('pending prints in the orders toolbar', () => {
  it('shows nothing while every ticket prints', async () => {
    const t = createPrintingTestStore({ settings: { impressaoProducao: false } });
    t.store.dispatch(ordersLoaded([makeOrder(1, { status: 'PI' })]));
    t.store.dispatch(printRequested({ orderId: 1, reprint: true }));
    renderWithStore(<PendingPrintJobs />, t.store);
    await vi.advanceTimersByTimeAsync(0);
    expect((t.driver as FakeDriver).printed).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the failing job with its reason; 'Tentar novamente' prints it", async () => {
    const driver = new FakeDriver();
    driver.script('Caixa', 'not-found');
    const t = createPrintingTestStore({ driver, settings: { impressaoProducao: false } });
    t.store.dispatch(ordersLoaded([makeOrder(1, { status: 'PI' })]));
    t.store.dispatch(printRequested({ orderId: 1, reprint: true }));
    renderWithStore(<PendingPrintJobs />, t.store);
    await vi.advanceTimersByTimeAsync(0);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('1 impressão(ões) pendente(s)');
    expect(alert).toHaveTextContent('PEDIDO #H1 - caixa (reimpressão) — Caixa: Módulo da impressora não encontrado: Caixa');
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) }).click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(driver.printed).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("a printer offline: the job shows as pending while it retries, 'Descartar' gives up on it", async () => {
    const driver = new FakeDriver();
    driver.script('Caixa', 'offline', 'offline', 'offline', 'offline');
    const t = createPrintingTestStore({ driver, settings: { impressaoProducao: false } });
    t.store.dispatch(ordersLoaded([makeOrder(1, { status: 'PI' })]));
    t.store.dispatch(printRequested({ orderId: 1, reprint: true }));
    renderWithStore(<PendingPrintJobs />, t.store);
    await vi.advanceTimersByTimeAsync(0);
    // one failed attempt is a blip: nothing shown yet
    expect(screen.queryByRole('alert')).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impressora offline: Caixa recusou a conexão.');
    expect(alert).toHaveTextContent('Tentando de novo automaticamente.');
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) }).click(screen.getByRole('button', { name: 'Descartar' }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(driver.printed).toEqual([]);
  });

  it("two tickets a reload interrupted: each is decided on its own ('Tentar novamente' sends that one, 'Descartar' settles the other)", async () => {
    const storage = new MemoryStorage();
    const jobs = [1, 2].flatMap((id) =>
      queuedFromPrintJobs(buildOrderPrintJobs(makeOrder(id, { status: 'PA' }), { ...PRINT_TEST_SETTINGS, impressaoProducao: false }), {
        copies: 1,
        markPrinted: null,
        now: Date.now(),
      }),
    );
    for (const job of jobs) savePendingJob(storage, { ...job, status: 'printing' });
    const t = createPrintingTestStore({ storage, settings: { impressaoProducao: false } });
    const driver = t.driver as FakeDriver;
    renderWithStore(<PendingPrintJobs />, t.store);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(driver.attempts).toEqual([]);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    expect(await screen.findByRole('alert')).toHaveTextContent('PEDIDO #H1 - caixa — Caixa: Impressão interrompida');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(driver.printed.map((p) => p.title)).toEqual(['PEDIDO #H1 - caixa']);
    expect(screen.getByRole('alert')).toHaveTextContent('PEDIDO #H2 - caixa — Caixa: Impressão interrompida');
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(driver.printed).toHaveLength(1);
    // the person saw it on paper: it is in the ledger, never printed automatically again
    expect(createLedger(storage).has(jobs[1]!.key)).toBe(true);
  });

  it("the printer says it is out of paper: 'Caixa: sem papel' (its name once), retried until the paper is back", async () => {
    const driver = new FakeDriver();
    const noPaper = () => Promise.reject(new PrintFailure('Caixa: sem papel', true));
    driver.script('Caixa', noPaper, noPaper, noPaper);
    const t = createPrintingTestStore({ driver, settings: { impressaoProducao: false } });
    t.store.dispatch(ordersLoaded([makeOrder(1, { status: 'PI' })]));
    t.store.dispatch(printRequested({ orderId: 1, reprint: true }));
    renderWithStore(<PendingPrintJobs />, t.store);
    await vi.advanceTimersByTimeAsync(1000);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('PEDIDO #H1 - caixa (reimpressão) — Caixa: sem papel Tentando de novo automaticamente.');
    expect(alert).not.toHaveTextContent('Caixa: Caixa');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(driver.printed).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("the printer's own 'ready' after paper is back sends the waiting ticket at once, not at the queue's next try", async () => {
    class WithStates extends FakeDriver {
      state: PrinterHealth['state'] = 'sem-papel';
      override printerStates = () => Promise.resolve([{ printer: 'Caixa', state: this.state, monitored: true, processIds: true, message: `Caixa: ${this.state}`, at: Date.now() }]);
    }
    const driver = new WithStates();
    const noPaper = () => Promise.reject(new PrintFailure('Caixa: sem papel', true));
    driver.script('Caixa', ...Array.from({ length: 10 }, () => noPaper));
    const t = createPrintingTestStore({ driver, settings: { impressaoProducao: false } });
    t.store.dispatch(ordersLoaded([makeOrder(1, { status: 'PI' })]));
    t.store.dispatch(printRequested({ orderId: 1, reprint: true }));
    renderWithStore(<PendingPrintJobs />, t.store);
    // 1 + 2 + 4 + 8 s of backoff: the fifth try fails at 15 s, the next is due 16 s later
    await vi.advanceTimersByTimeAsync(15_500);
    expect(driver.attempts).toHaveLength(5);
    driver.behaviour.set('Caixa', []);
    driver.state = 'pronta';
    await vi.advanceTimersByTimeAsync(PRINTER_HEALTH_POLL_MS + 100);
    expect(driver.printed).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("a ticket the module holds while the printer is stopped: the banner says the printer's reason ('Caixa: tampa aberta'), not a module error", async () => {
    const driver = new FakeDriver();
    const held = () => Promise.reject(new PrintFailure(MESSAGES.printModuleUnreachable, true));
    driver.script('Caixa', ...Array.from({ length: 5 }, () => held));
    const t = createPrintingTestStore({ driver, settings: { impressaoProducao: false } });
    t.store.dispatch(ordersLoaded([makeOrder(1, { status: 'PI' })]));
    t.store.dispatch(printerHealthChanged([{ printer: 'Caixa', state: 'tampa-aberta', monitored: true, processIds: true, message: 'Caixa: tampa aberta', at: Date.now() }]));
    t.store.dispatch(printRequested({ orderId: 1, reprint: true }));
    renderWithStore(<PendingPrintJobs />, t.store);
    await vi.advanceTimersByTimeAsync(1500);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('PEDIDO #H1 - caixa (reimpressão) — Caixa: tampa aberta Tentando de novo automaticamente.');
    expect(alert).not.toHaveTextContent('EP01');
  });

  it("the printer stopped after the ticket went and cannot tell: 'Reimprimir' sends it again, 'Já saiu' settles it without printing", async () => {
    const storage = new MemoryStorage();
    const driver = new FakeDriver();
    const interrupted = () => Promise.reject(new PrintFailure(MESSAGES.printInterruptedByPrinter('tampa aberta'), false));
    driver.script('Caixa', interrupted, interrupted);
    const t = createPrintingTestStore({ storage, driver, settings: { impressaoProducao: false } });
    t.store.dispatch(ordersLoaded([makeOrder(1, { status: 'PI' }), makeOrder(2, { status: 'PI' })]));
    t.store.dispatch(printRequested({ orderId: 1, reprint: false }));
    t.store.dispatch(printRequested({ orderId: 2, reprint: false }));
    renderWithStore(<PendingPrintJobs />, t.store);
    await vi.advanceTimersByTimeAsync(60_000);
    // nothing is sent again behind the person's back
    expect(driver.attempts).toHaveLength(2);
    expect(driver.printed).toEqual([]);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('PEDIDO #H1 - caixa — Caixa: Impressão interrompida — tampa aberta. Confira se a via saiu na impressora');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reimprimir' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(driver.printed.map((p) => p.title)).toEqual(['PEDIDO #H1 - caixa']);
    expect(screen.getByRole('alert')).toHaveTextContent('PEDIDO #H2 - caixa — Caixa: Impressão interrompida — tampa aberta');
    const second = t.store.getState().printing.jobs.find((j) => j.orderId === 2);
    await user.click(screen.getByRole('button', { name: 'Já saiu' }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(driver.printed).toHaveLength(1);
    // the person saw it on paper: in the ledger, never printed automatically again
    expect(createLedger(storage).has(second!.key)).toBe(true);
  });

  it('in a second tab of the machine: says the other tab prints, refuses to print, and takes over when that tab closes', async () => {
    let otherTabCloses: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (otherTabCloses = resolve));
    const t = createPrintingTestStore({
      settings: { impressaoProducao: false },
      deps: { claimPrinting: () => Promise.resolve({ immediately: false, held }) },
    });
    t.store.dispatch(ordersLoaded([makeOrder(1, { status: 'PI' })]));
    renderWithStore(<PendingPrintJobs />, t.store);
    await vi.advanceTimersByTimeAsync(0);
    expect(await screen.findByRole('status')).toHaveTextContent('A impressão deste computador está em outra aba');
    t.store.dispatch(printRequested({ orderId: 1, reprint: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect((t.driver as FakeDriver).attempts).toEqual([]);
    expect(t.store.getState().ui.dialogs.at(-1)).toMatchObject({ message: expect.stringContaining('outra aba') });

    otherTabCloses();
    await vi.advanceTimersByTimeAsync(0);
    expect(screen.queryByRole('status')).toBeNull();
    t.store.dispatch(printRequested({ orderId: 1, reprint: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect((t.driver as FakeDriver).printed).toHaveLength(1);
  });
});

describe('an order category without a production printer while production tickets are on (issue 45 item 1)', () => {
  const pizzaAndDrink = (id: number) =>
    makeOrder(id, {
      hash_pedido: `CODE${id}`,
      status: 'PA',
      pedidoObj: {
        itens: [
          { nome: 'Pizza Calabresa', quantidade: 1, valor_unitario: 40, valor_total: 40, linhas: [], id_cardapio_categoria: 1 },
          { nome: 'Guaraná lata', quantidade: 2, valor_unitario: 6, valor_total: 12, linhas: [], id_cardapio_categoria: 2 },
        ],
      },
    });

  it('is said on the orders screen with the categories and the orders, until the settings are saved or it is closed', async () => {
    const t = createPrintingTestStore({ settings: { impressaoProducao: true, impressorasProducao: {} } });
    t.store.dispatch(ordersLoaded([pizzaAndDrink(1), pizzaAndDrink(2)]));
    renderWithStore(
      <MemoryRouter>
        <UnroutedProductionAlert />
      </MemoryRouter>,
      t.store,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    t.store.dispatch(printRequested({ orderId: 1, reprint: false }));
    t.store.dispatch(printRequested({ orderId: 2, reprint: false }));
    await vi.advanceTimersByTimeAsync(0);
    // the cashier ticket still comes out
    expect((t.driver as FakeDriver).printed.map((p) => p.printer)).toEqual(['Caixa', 'Caixa']);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impressora de produção não selecionada: Categoria 1, Categoria 2');
    expect(alert).toHaveTextContent('Os pedidos #CODE1, #CODE2 saíram sem a via de produção dessas categorias.');
    expect(screen.getByRole('link', { name: 'Abrir Impressão' })).toHaveAttribute('href', '/configuracoes/impressoras');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('alert')).toBeNull();

    t.store.dispatch(printRequested({ orderId: 1, reprint: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(await screen.findByRole('alert')).toHaveTextContent('O pedido #CODE1 saiu sem a via de produção dessas categorias.');
    t.store.dispatch(printSettingsSaved({ ...t.store.getState().printSettings.settings, impressorasProducao: { '1': { impressora: 'Cozinha', agrupamento: false } } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing when every category has its printer, or production tickets are off', async () => {
    const t = createPrintingTestStore({
      settings: { impressaoProducao: true, impressorasProducao: { '1': { impressora: 'Cozinha', agrupamento: false }, '2': { impressora: 'Cozinha', agrupamento: false } } },
    });
    t.store.dispatch(ordersLoaded([pizzaAndDrink(1)]));
    t.store.dispatch(printRequested({ orderId: 1, reprint: false }));
    await vi.advanceTimersByTimeAsync(0);
    t.store.dispatch(printSettingsSaved({ ...t.store.getState().printSettings.settings, impressaoProducao: false, impressorasProducao: {} }));
    t.store.dispatch(printRequested({ orderId: 1, reprint: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect((t.driver as FakeDriver).printed.map((p) => p.printer)).toEqual(['Caixa', 'Cozinha', 'Cozinha', 'Caixa']);
    expect(t.store.getState().printSettings.productionUnrouted).toEqual([]);
  });
});
