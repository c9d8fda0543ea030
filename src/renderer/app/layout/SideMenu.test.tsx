import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { logoutRequested } from '../../features/session/sessionSlice';
import { renderShellUi, TEST_STORE } from '../../test/shell';
import { stubMatchMedia } from '../../test/media';
import { featureRoutes } from '../featureRoutes';
import { prefetchScreenAt } from '../lazyScreen';
import { NARROW_WINDOW, SideMenu } from './SideMenu';

vi.mock('../lazyScreen', async (original) => ({ ...(await original<typeof import('../lazyScreen')>()), prefetchScreenAt: vi.fn(() => Promise.resolve()) }));

function* noSaga() {}

const BUILT = ['/pedidos', '/configuracoes/funcionamento', '/configuracoes/formapagamento', '/financeiro/faturas', '/painel', '/produtos', '/bulkupload'];

function renderMenu(opts: { path?: string; bulk?: boolean; registered?: string[] } = {}) {
  return renderShellUi(<SideMenu />, {
    saga: noSaga,
    path: opts.path,
    registered: opts.registered ?? BUILT,
    preloaded: {
      store: { detail: { ...TEST_STORE, upload_em_massa: opts.bulk ?? false }, load: 'loaded', toggling: false, deliveryTimeSaving: false },
    },
  });
}

const nav = () => screen.getByRole('navigation', { name: 'Menu principal' });

describe('SideMenu', () => {
  it('shows entries of built screens only and hides groups with none', () => {
    renderMenu();
    expect(within(nav()).getByRole('link', { name: 'Gerenciador de Pedidos' })).toHaveAttribute('href', '/pedidos');
    expect(within(nav()).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
    expect(within(nav()).queryByRole('link', { name: 'Avaliação' })).toBeNull();
    expect(within(nav()).queryByRole('button', { name: 'Pagamento Online' })).toBeNull();
    expect(within(nav()).getByRole('button', { name: 'Financeiro' })).toBeInTheDocument();
  });

  it('keeps only one group open at a time', async () => {
    renderMenu();
    await userEvent.click(within(nav()).getByRole('button', { name: 'Configurações da Loja' }));
    expect(within(nav()).getByRole('link', { name: 'Horário de Funcionamento' })).toBeInTheDocument();
    await userEvent.click(within(nav()).getByRole('button', { name: 'Financeiro' }));
    expect(within(nav()).getByRole('link', { name: 'Faturas' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Horário de Funcionamento' })).toBeNull();
    expect(within(nav()).getByRole('button', { name: 'Configurações da Loja' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the group of the current screen', () => {
    renderMenu({ path: '/configuracoes/funcionamento' });
    expect(within(nav()).getByRole('link', { name: 'Horário de Funcionamento' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows Upload em massa only when the store allows bulk upload', async () => {
    const first = renderMenu({ bulk: false });
    await userEvent.click(within(nav()).getByRole('button', { name: 'Produtos' }));
    expect(within(nav()).queryByRole('link', { name: 'Upload em massa' })).toBeNull();
    first.view.unmount();
    renderMenu({ bulk: true });
    await userEvent.click(within(nav()).getByRole('button', { name: 'Produtos' }));
    expect(within(nav()).getByRole('link', { name: 'Upload em massa' })).toHaveAttribute('href', '/bulkupload');
  });

  it('collapses to icons with the labels as tooltips and accessible names', async () => {
    renderMenu();
    await userEvent.click(within(nav()).getByRole('button', { name: 'Recolher menu' }));
    expect(nav()).toHaveAttribute('data-collapsed', 'true');
    expect(within(nav()).queryByText('Gerenciador de Pedidos')).toBeNull();
    const orders = within(nav()).getByRole('link', { name: 'Gerenciador de Pedidos' });
    await userEvent.hover(orders);
    expect(await screen.findByRole('tooltip', { name: 'Gerenciador de Pedidos' })).toBeInTheDocument();
    await userEvent.click(within(nav()).getByRole('button', { name: 'Expandir menu' }));
    expect(within(nav()).getByText('Gerenciador de Pedidos')).toBeInTheDocument();
  });

  it('starts collapsed on a narrow window (a 1024×768 counter PC) and still expands', async () => {
    const undo = stubMatchMedia([NARROW_WINDOW]);
    try {
      renderMenu();
      expect(nav()).toHaveAttribute('data-collapsed', 'true');
      await userEvent.click(within(nav()).getByRole('button', { name: 'Expandir menu' }));
      expect(nav()).toHaveAttribute('data-collapsed', 'false');
    } finally {
      undo();
    }
  });

  it("logs out with 'Sair da Loja' and shows the app version 1.2.0", async () => {
    const { actions } = renderMenu();
    expect(within(nav()).getByText('Versão 1.2.0')).toBeInTheDocument();
    await userEvent.click(within(nav()).getByRole('button', { name: 'Sair da Loja' }));
    expect(actions.map((a) => a.type)).toContain(logoutRequested.type);
  });
});

describe('SideMenu structure', () => {
  it('holds every entry, group and the logout in a list item (a list holds list items only)', () => {
    renderMenu({ path: '/configuracoes/funcionamento' });
    const lists = within(nav()).getAllByRole('list');
    expect(lists.length).toBeGreaterThanOrEqual(3);
    for (const list of lists) {
      for (const child of Array.from(list.children)) expect(child.tagName).toBe('LI');
    }
    expect(within(nav()).getByRole('link', { name: 'Horário de Funcionamento' }).closest('li')).not.toBeNull();
    expect(within(nav()).getByRole('button', { name: 'Sair da Loja' }).closest('li')).not.toBeNull();
  });

  it("starts downloading an entry's screen when the pointer or the focus reaches it, before the click", async () => {
    renderMenu();
    const prefetch = vi.mocked(prefetchScreenAt);
    prefetch.mockClear();
    await userEvent.hover(within(nav()).getByRole('link', { name: 'Gerenciador de Pedidos' }));
    expect(prefetch).toHaveBeenCalledWith(featureRoutes, '/pedidos');
    await userEvent.click(within(nav()).getByRole('button', { name: 'Configurações da Loja' }));
    act(() => within(nav()).getByRole('link', { name: 'Horário de Funcionamento' }).focus());
    expect(prefetch).toHaveBeenLastCalledWith(featureRoutes, '/configuracoes/funcionamento');
  });
});
