import { Activity, useLayoutEffect, useState, type ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CloudPrintSettings, Session, StoreDetail } from '../../../shared/api';
import { createTestStore, renderWithStore } from '../../test/testStore';
import { printersListRequested, printTestPageRequested } from '../printing/printActions';
import { printersListFailed, printersListed, printersLoading } from '../printing/printingSlice';
import { storeDetailLoaded } from '../store/storeSlice';
import { SCREEN_DEFAULTS, toCloud } from './model';
import { printSettingsSaga } from './printSettingsSaga';
import { PrintSettingsPage } from './PrintSettingsPage';
import { preloadPrintSettings } from './preload';
import { SoftwareSettingsPage } from './SoftwareSettingsPage';
import { loadPrintSettings, storePrintSettings } from './storage';

// the login names the store (Session.nome)
const SESSION = { id_estabelecimento: 101, hash: 'h', nome: 'Pizzaria Bella Napoli' } as Session;

const CATEGORIES = [
  { id_cardapio_categoria: 11, nome_categoria: 'Pizzas', status: 'S', disponibilidade: null, ordem: 0 },
  { id_cardapio_categoria: 12, nome_categoria: 'Bebidas', status: 'S', disponibilidade: null, ordem: 1 },
];

type Platform = (key: string, args?: { body?: Record<string, unknown> }) => unknown;

function platform(cloud: CloudPrintSettings | null, saveAnswer: unknown = { status: true, mensagem: 'Configurações de impressão salvas na nuvem.' }): Platform {
  return (key) => {
    if (key === 'estabelecimentosimpressao/listar') return { status: true, obj: cloud };
    if (key === 'cardapiocategorias/listar') return { status: true, categorias: CATEGORIES };
    if (key === 'estabelecimentosimpressao/adicionar') return saveAnswer;
    return { status: true };
  };
}

/** A screen kept as KeptScreens keeps it (app/keptScreens.tsx): in an <Activity> a test hides and shows. */
const keptMode: { set: (mode: 'visible' | 'hidden') => void } = { set: () => undefined };
function Kept({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<'visible' | 'hidden'>('visible');
  useLayoutEffect(() => {
    keptMode.set = setMode;
  }, []);
  return <Activity mode={mode}>{children}</Activity>;
}

function renderScreen(page: 'printers' | 'software', answer: Platform, { storeDetail = true, preloaded = false, kept = false } = {}) {
  const keys = ['estabelecimentosimpressao/listar', 'cardapiocategorias/listar', 'estabelecimentosimpressao/adicionar', 'estabelecimentosimpressao/atualizar'];
  const t = createTestStore({
    session: SESSION,
    storage: window.localStorage,
    legacy: Object.fromEntries(keys.map((key) => [key, (args: { body?: Record<string, unknown> }) => answer(key, args)])),
    saga: printSettingsSaga,
  });
  if (storeDetail) t.store.dispatch(storeDetailLoaded({ nome: 'Pizzaria Bella Napoli' } as StoreDetail));
  if (preloaded) {
    // entered by its route: the preload asked, and the print module's listing is under way
    preloadPrintSettings(t.store.dispatch, t.store.getState);
    t.store.dispatch(printersLoading());
  }
  const shown = page === 'printers' ? <PrintSettingsPage /> : <SoftwareSettingsPage />;
  const view = renderWithStore(<MemoryRouter>{kept ? <Kept>{shown}</Kept> : shown}</MemoryRouter>, t.store);
  // what the print module answers, dispatched as React expects a change from outside it
  const dispatch = (action: Parameters<typeof t.store.dispatch>[0]) => {
    act(() => {
      t.store.dispatch(action);
    });
  };
  const keep = (mode: 'visible' | 'hidden') => act(() => keptMode.set(mode));
  return { store: t.store, dispatch, keep, call: t.calls.legacy, actions: t.actions, unmount: view.unmount, user: userEvent.setup({ delay: null }) };
}

function sentBody(call: ReturnType<typeof renderScreen>['call']) {
  const args = call.mock.calls.find(([key]) => key === 'estabelecimentosimpressao/adicionar')?.[1] as { body?: Record<string, unknown> } | undefined;
  return args?.body;
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  window.localStorage.clear();
  storePrintSettings(window.localStorage, SCREEN_DEFAULTS);
});

// MUI forms under jsdom are slow on a busy machine.
describe('/configuracoes/impressoras', { timeout: 30_000 }, () => {
  it('Salvar Alterações is enabled only after a change, and disabled again once saved', async () => {
    const { store, call, user } = renderScreen('printers', platform({ ...({} as CloudPrintSettings) }));
    expect(screen.getByRole('heading', { name: 'Configuração de Impressão' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'IMPRESSORA(S)' })).toHaveAttribute('aria-selected', 'true');
    const save = screen.getByRole('button', { name: 'Salvar Alterações' });
    expect(save).toBeDisabled();
    await choose(user, 'Tamanho da fonte', '12');
    expect(save).toBeEnabled();
    await choose(user, 'Tamanho da fonte', '8');
    expect(save).toBeDisabled();
    await choose(user, 'Tamanho da fonte', '14');
    await user.click(save);
    await waitFor(() => expect(loadPrintSettings(window.localStorage)?.tamanhoFonte).toBe(14));
    expect(sentBody(call)).toMatchObject({ tamanhoFonte: 14, id_estabelecimento: 101 });
    await waitFor(() => expect(save).toBeDisabled());
    expect(store.getState().ui.toasts[0]).toMatchObject({ message: 'Configurações de impressão salvas na nuvem.', durationMs: 5000 });
  });

  it('a refused save keeps what was typed and Save enabled', async () => {
    const { store, user } = renderScreen('printers', platform(null, { status: false, mensagem: 'Não foi possível salvar.' }));
    await user.clear(screen.getByRole('spinbutton', { name: 'Quantidade de cópias' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Quantidade de cópias' }), '3');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(store.getState().ui.dialogs).toHaveLength(1));
    expect(screen.getByRole('spinbutton', { name: 'Quantidade de cópias' })).toHaveValue(3);
    expect(screen.getByRole('button', { name: 'Salvar Alterações' })).toBeEnabled();
  });

  it('bad input gets a Portuguese message and is not sent', async () => {
    const { call, user } = renderScreen('printers', platform(null));
    await user.clear(screen.getByRole('spinbutton', { name: 'Quantidade de cópias' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Quantidade de cópias' }), '0');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(await screen.findByText('Informe um valor entre 1 e 99.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('estabelecimentosimpressao/adicionar', expect.anything());
  });

  it('under QZ the copies, page width, line skip, margins and font fields are disabled', async () => {
    const { user } = renderScreen('printers', platform(null));
    const numbers = ['Quantidade de cópias', 'Saltar linhas no início', 'Margem esquerda', 'Margem direita'];
    const selects = ['Largura da página', 'Fonte', 'Tamanho da fonte'];
    for (const name of numbers) expect(screen.getByRole('spinbutton', { name })).toBeEnabled();
    for (const name of selects) expect(screen.getByRole('combobox', { name })).not.toHaveAttribute('aria-disabled', 'true');
    await choose(user, 'Método de impressão', 'qz');
    for (const name of numbers) expect(screen.getByRole('spinbutton', { name })).toBeDisabled();
    for (const name of selects) expect(screen.getByRole('combobox', { name })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('combobox', { name: 'Intervalo entre cópias' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByLabelText('QZ: certificado (PEM)')).toBeInTheDocument();
    await choose(user, 'Método de impressão', 'nativo');
    for (const name of numbers) expect(screen.getByRole('spinbutton', { name })).toBeEnabled();
  });

  it('shows the no-cloud-settings warning for a store without cloud settings, and only then', async () => {
    renderScreen('printers', platform(null));
    expect(
      await screen.findByText(
        "Sua loja não possui nenhuma configuração salva em nuvem. Configure sua loja conforme a sua necessidade e clique no botão 'Salvar Alterações'.",
      ),
    ).toBeInTheDocument();
  });

  it('no warning when the cloud has settings', async () => {
    const { store } = renderScreen('printers', platform({ ...({} as CloudPrintSettings), defaultPrinter: 'X' }));
    await waitFor(() => expect(store.getState().printSettings.status).toBe('ready'));
    expect(screen.queryByText(/não possui nenhuma configuração salva em nuvem/)).not.toBeInTheDocument();
  });

  it('offers a production printer and Agrupar per menu category', async () => {
    const { user } = renderScreen('printers', platform(null));
    await user.click(screen.getByRole('checkbox', { name: 'Imprimir vias de produção por categoria' }));
    const printer = await screen.findByRole('combobox', { name: 'Impressora de produção: Bebidas' });
    await user.type(printer, 'Bar');
    await user.click(screen.getByRole('checkbox', { name: 'Agrupar: Bebidas' }));
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() =>
      expect(loadPrintSettings(window.localStorage)?.impressorasProducao).toEqual({ '12': { impressora: 'Bar', agrupamento: true } }),
    );
    expect(loadPrintSettings(window.localStorage)?.impressaoProducao).toBe(true);
  });

  it("suggests the print module's printers in each category's box, disabled until production is on, each category keeping its own", async () => {
    const { dispatch, user } = renderScreen('printers', platform(null));
    dispatch(printersListed([{ name: 'Cozinha' }, { name: 'Bar' }]));
    const pizzas = await screen.findByRole('combobox', { name: 'Impressora de produção: Pizzas' });
    const bebidas = screen.getByRole('combobox', { name: 'Impressora de produção: Bebidas' });
    expect(pizzas).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Agrupar: Pizzas' })).toBeDisabled();
    // one list of suggestions for every row: the module's printers
    const list = document.getElementById(pizzas.getAttribute('list') ?? '');
    expect([...(list?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual(['Cozinha', 'Bar']);
    expect(bebidas.getAttribute('list')).toBe(pizzas.getAttribute('list'));
    await user.click(screen.getByRole('checkbox', { name: 'Imprimir vias de produção por categoria' }));
    await user.type(pizzas, 'Cozinha');
    await user.type(bebidas, 'Bar');
    await user.click(screen.getByRole('checkbox', { name: 'Agrupar: Pizzas' }));
    expect(pizzas).toHaveValue('Cozinha');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() =>
      expect(loadPrintSettings(window.localStorage)?.impressorasProducao).toEqual({
        '11': { impressora: 'Cozinha', agrupamento: true },
        '12': { impressora: 'Bar', agrupamento: false },
      }),
    );
  });

  it('says which print agent version it talks to, once the agent told it', async () => {
    const { dispatch } = renderScreen('printers', platform(null));
    dispatch(printersListed([{ name: 'Cozinha' }]));
    await screen.findByRole('table', { name: 'Impressoras: página de código e reserva' });
    expect(screen.queryByText(/Módulo de impressão: versão/)).not.toBeInTheDocument();
    dispatch(printersListed([{ name: 'Cozinha' }], '2.4.1'));
    expect(await screen.findByText('Módulo de impressão: versão 2.4.1')).toBeInTheDocument();
  });

  it("lists the print module's printers with a code page each (CP850 by default) and test buttons", async () => {
    const { dispatch, actions, user } = renderScreen('printers', platform(null));
    expect(actions).toContainEqual(printersListRequested());
    dispatch(printersListed([{ name: 'Cozinha' }, { name: 'Caixa' }]));
    const table = await screen.findByRole('table', { name: 'Impressoras: página de código e reserva' });
    expect(within(table).getByRole('combobox', { name: 'Página de código: Cozinha' })).toHaveTextContent('CP850');
    await choose(user, 'Página de código: Cozinha', 'CP860 (Português)');
    // The code page chosen on screen is tried before it is saved.
    await user.click(screen.getByRole('button', { name: 'Teste de acentos: Cozinha' }));
    expect(actions).toContainEqual(printTestPageRequested({ printer: 'Cozinha', kind: 'acentos', codePage: 'cp860' }));
    await user.click(screen.getByRole('button', { name: 'Imprimir teste: Cozinha' }));
    expect(actions).toContainEqual(printTestPageRequested({ printer: 'Cozinha', kind: 'teste', codePage: 'cp860' }));
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(loadPrintSettings(window.localStorage)?.printerCodePages).toEqual({ Cozinha: 'cp860' }));
  });

  it('names a backup printer per printer and how long a stop lasts before it takes over (30 s by default), saved on this computer', async () => {
    const { dispatch, user } = renderScreen('printers', platform(null));
    dispatch(printersListed([{ name: 'Cozinha' }, { name: 'Caixa' }]));
    await screen.findByRole('table', { name: 'Impressoras: página de código e reserva' });
    expect(screen.getByRole('combobox', { name: 'Impressora reserva: Cozinha' })).toHaveTextContent('Nenhuma');
    expect(screen.getByRole('combobox', { name: 'Assume após: Cozinha' })).toHaveAttribute('aria-disabled', 'true');
    await choose(user, 'Impressora reserva: Cozinha', 'Caixa');
    expect(screen.getByRole('combobox', { name: 'Assume após: Cozinha' })).toHaveTextContent('30 s');
    await choose(user, 'Assume após: Cozinha', 'Na hora');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(loadPrintSettings(window.localStorage)?.backupPrinters).toEqual({ Cozinha: { printer: 'Caixa', afterSeconds: 0 } }));
    // a printer is not its own backup
    await user.click(screen.getByRole('combobox', { name: 'Impressora reserva: Caixa' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Nenhuma', 'Cozinha']);
    await user.keyboard('{Escape}');
  });

  it('offers no backup printer with nativo or QZ Tray, and says why', async () => {
    const { dispatch, user } = renderScreen('printers', platform(null));
    dispatch(printersListed([{ name: 'Cozinha' }, { name: 'Caixa' }]));
    await screen.findByRole('table', { name: 'Impressoras: página de código e reserva' });
    await choose(user, 'Método de impressão', 'nativo');
    expect(screen.queryByRole('combobox', { name: 'Impressora reserva: Cozinha' })).not.toBeInTheDocument();
    expect(screen.getByText(/só com o aiboo printer, que confirma cada via/)).toBeInTheDocument();
  });

  it("shows 'Problemas no módulo de impressão.' when the print module fails", async () => {
    const { dispatch } = renderScreen('printers', platform(null));
    dispatch(printersListFailed('Módulo da impressora não encontrado'));
    expect(await screen.findByText('Problemas no módulo de impressão.')).toBeInTheDocument();
    // typing a printer's name still works
    expect(await screen.findByRole('combobox', { name: 'Impressora padrão' })).toBeEnabled();
  });

  it('previews the tickets with the unsaved settings in script-less sandboxed frames', async () => {
    const { user } = renderScreen('printers', platform(null));
    const cashier = screen.getByTitle('Via do caixa');
    expect(cashier).toHaveAttribute('sandbox', '');
    await user.click(screen.getByRole('checkbox', { name: 'Imprimir dados do estabelecimento' }));
    expect(cashier.getAttribute('srcdoc')).toContain('Pizzaria Bella Napoli');
    await choose(user, 'Fonte', 'Verdana');
    expect(screen.getByTitle('Via do caixa').getAttribute('srcdoc')).toContain('font-family:"Verdana"');
    expect(screen.getByTitle('Via do caixa').getAttribute('srcdoc')).not.toContain('<script');
  });

  it('asks the cloud settings, the categories and the printers on opening, and not again what its route already asked', async () => {
    const asked = (call: ReturnType<typeof renderScreen>['call'], key: string) => call.mock.calls.filter(([k]) => k === key).length;
    const listings = (actions: ReturnType<typeof renderScreen>['actions']) => actions.filter((a) => printersListRequested.match(a)).length;
    for (const preloaded of [false, true]) {
      const { call, actions, unmount } = renderScreen('printers', platform(null), { preloaded });
      expect(await screen.findByRole('combobox', { name: 'Impressora de produção: Bebidas' })).toBeInTheDocument();
      await waitFor(() => expect(asked(call, 'estabelecimentosimpressao/listar')).toBe(1));
      expect(asked(call, 'cardapiocategorias/listar')).toBe(1);
      expect(listings(actions)).toBe(1);
      unmount();
    }
  });

  it('shown again after being kept hidden (a return within the minute), asks nothing again', async () => {
    const asked = (call: ReturnType<typeof renderScreen>['call'], key: string) => call.mock.calls.filter(([k]) => k === key).length;
    const listings = (actions: ReturnType<typeof renderScreen>['actions']) => actions.filter((a) => printersListRequested.match(a)).length;
    const { call, actions, keep } = renderScreen('printers', platform(null), { kept: true });
    expect(await screen.findByRole('combobox', { name: 'Impressora de produção: Bebidas' })).toBeInTheDocument();
    await waitFor(() => expect(asked(call, 'estabelecimentosimpressao/listar')).toBe(1));
    expect(listings(actions)).toBe(1);
    // left, then opened again: hidden and shown as KeptScreens does, in an <Activity>
    keep('hidden');
    keep('visible');
    expect(await screen.findByRole('combobox', { name: 'Impressora de produção: Bebidas' })).toBeVisible();
    expect(asked(call, 'estabelecimentosimpressao/listar')).toBe(1);
    expect(listings(actions)).toBe(1);
  });

  it("previews the logged-in store's name before the store detail arrives, never the example store's", async () => {
    storePrintSettings(window.localStorage, { ...SCREEN_DEFAULTS, impressaoEstabelecimento: true });
    renderScreen('printers', platform(null), { storeDetail: false });
    const cashier = screen.getByTitle('Via do caixa').getAttribute('srcdoc') ?? '';
    expect(cashier).toContain('Pizzaria Bella Napoli');
    expect(cashier).not.toContain('Pizzaria São João');
    // the screen's answers and its pickers' drawing, settled before the test ends
    await screen.findByRole('cell', { name: 'Pizzas' });
    await screen.findByRole('combobox', { name: 'Impressora padrão' });
  });

  it('says which printers the settings name but this computer does not have, and stops once one of its own is chosen', async () => {
    storePrintSettings(window.localStorage, { ...SCREEN_DEFAULTS, impressora: 'EPSON TM-T20 (Caixa)', impressorasCaixa: ['Balcão'] });
    const { dispatch, user } = renderScreen('printers', platform(null));
    dispatch(printersListed([{ name: 'Caixa' }, { name: 'Cozinha' }]));
    const missingAlert = () => screen.getAllByRole('alert').find((a) => /não encontrada/.test(a.textContent ?? ''));
    await waitFor(() => expect(missingAlert()).toHaveTextContent('Impressoras não encontradas neste computador: EPSON TM-T20 (Caixa), Balcão'));
    const table = screen.getByRole('table', { name: 'Impressoras: página de código e reserva' });
    expect(within(table).getByRole('row', { name: /EPSON TM-T20 \(Caixa\) não encontrada neste computador/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^Cozinha/ })).not.toHaveTextContent('não encontrada');

    const picker = await screen.findByRole('combobox', { name: 'Impressora padrão' });
    await user.clear(picker);
    await user.type(picker, 'Caixa');
    await waitFor(() => expect(missingAlert()).toHaveTextContent('Impressora não encontrada neste computador: Balcão'));
  });

  it('Sincronizar drops an unsaved edit even when the cloud holds what this machine saved', async () => {
    const synced = { ...SCREEN_DEFAULTS, impressora: 'Caixa', tamanhoFonte: 8, sincronizado: true };
    storePrintSettings(window.localStorage, synced);
    const { user } = renderScreen('printers', platform(toCloud(synced, 101)));
    await choose(user, 'Tamanho da fonte', '16');
    expect(screen.getByRole('button', { name: 'Salvar Alterações' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Sincronizar com as configurações da nuvem' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tamanho da fonte' })).toHaveTextContent('8'));
    expect(screen.getByRole('button', { name: 'Salvar Alterações' })).toBeDisabled();
  });

  it('Sincronizar replaces the form with the cloud settings', async () => {
    const cloud = { defaultPrinter: 'EPSON TM-T20 (Caixa)', impressaoLayout: 2, tamanhoFonte: 16 } as CloudPrintSettings;
    const { user } = renderScreen('printers', platform(cloud));
    await user.click(screen.getByRole('button', { name: 'Sincronizar com as configurações da nuvem' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Impressora padrão' })).toHaveValue('EPSON TM-T20 (Caixa)'));
    expect(screen.getByRole('combobox', { name: 'Tamanho da fonte' })).toHaveTextContent('16');
    expect(screen.getByRole('button', { name: 'Salvar Alterações' })).toBeDisabled();
  });
});

describe('/configuracoes/software', { timeout: 30_000 }, () => {
  it('saves the automatic accept-and-print checkbox; Save is enabled only after a change', async () => {
    const { call, user } = renderScreen('software', platform(null));
    expect(screen.getByRole('tab', { name: 'SOFTWARE' })).toHaveAttribute('aria-selected', 'true');
    const save = screen.getByRole('button', { name: 'Salvar Alterações' });
    const box = screen.getByRole('checkbox', { name: 'Aceitar e imprimir pedidos automaticamente' });
    expect(box).not.toBeChecked();
    expect(save).toBeDisabled();
    await user.click(box);
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(loadPrintSettings(window.localStorage)?.autoAceiteImprimir).toBe(true));
    expect(sentBody(call)).toMatchObject({ autoAceiteImprimir: true });
    await waitFor(() => expect(save).toBeDisabled());
    expect(box).toBeChecked();
  });
});
