import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../app/layout/Header';
import { storeDetailLoaded } from '../features/store/storeSlice';
import { renderShellUi, TEST_STORE } from '../test/shell';
import { ToastHost } from './ToastHost';
import { showToast } from './uiSlice';

function* idle() {}

function renderWith(ui: React.ReactNode) {
  const t = renderShellUi(ui, { saga: idle });
  act(() => void t.store.dispatch(storeDetailLoaded(TEST_STORE)));
  return t;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('last exactly their duration, even while the pointer rests on them', () => {
    const t = renderWith(<ToastHost />);
    act(() => void t.store.dispatch(showToast('Loja aberta com sucesso!', 'success', 2000)));
    const toast = screen.getByRole('status');
    fireEvent.mouseEnter(toast);
    fireEvent.mouseOver(toast);
    act(() => void vi.advanceTimersByTime(1999));
    expect(screen.getByRole('status')).toHaveTextContent('Loja aberta com sucesso!');
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(t.store.getState().ui.toasts).toEqual([]);
  });

  it("in the shell they show in the header's free space, beside the open/closed switch and never over it", () => {
    const t = renderWith(
      <>
        <Header />
        <main>
          <button type="button">Aceitar</button>
        </main>
        <ToastHost />
      </>,
    );
    act(() => void t.store.dispatch(showToast('Loja fechada com sucesso!', 'success', 2000)));
    const header = screen.getByRole('banner');
    const toast = within(header).getByRole('status');
    expect(toast).toHaveTextContent('Loja fechada com sucesso!');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    // the toast's area holds neither the switch nor the brand and the store's name (issue 45 item 11)
    const area = toast.closest<HTMLElement>('[data-toast-area]')!;
    expect(header).toContainElement(area);
    expect(area).not.toContainElement(within(header).getByRole('switch'));
    expect(area).not.toContainElement(screen.getByRole('img', { name: 'Aiboo' }));
    // no band of its own: only the toast is drawn over a dialog's backdrop
    expect(getComputedStyle(toast.parentElement!).backgroundColor).toMatch(/^(|transparent|rgba\(0, 0, 0, 0\))$/);
  });

  it('outside the shell (login) they float at the bottom centre; the newest shows', () => {
    const t = renderWith(<ToastHost />);
    act(() => void t.store.dispatch(showToast('Primeira', 'info', 5000)));
    act(() => void t.store.dispatch(showToast('Segunda', 'success', 2000)));
    expect(screen.getByRole('status')).toHaveTextContent('Segunda');
    act(() => void vi.advanceTimersByTime(2000));
    // the first one had its own 5 s: it shows for what is left of them
    expect(screen.getByRole('status')).toHaveTextContent('Primeira');
    act(() => void vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
