import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { StoreDetail } from '../../../shared/api';
import { todayIn } from '../../../shared/time';
import { storeDetailLoaded } from '../../features/store/storeSlice';
import { useStoreToday } from '../../ui/DateRangeFilter';
import { createTestStore, TEST_SESSION } from '../../test/testStore';
import { loginSucceeded } from '../../features/session/sessionSlice';
import { StoreScreenOutlet } from './StoreScreenOutlet';

/** A screen that takes its first period when it mounts, as the reports do. */
function ReportLike() {
  const today = useStoreToday();
  const [start] = useState(today);
  return <p>Data inicial {start}</p>;
}

const detail = (fuso_horario: string) => ({ id_estabelecimento: 101, nome: 'Loja', fuso_horario }) as StoreDetail;

describe('StoreScreenOutlet', () => {
  it("starts a screen again in the store's zone when it arrives after the screen mounted", async () => {
    const { store } = createTestStore();
    // 25 hours apart: never the same calendar day
    store.dispatch(storeDetailLoaded(detail('Pacific/Pago_Pago')));
    const router = createMemoryRouter([{ element: <StoreScreenOutlet />, children: [{ path: '/relatorio', element: <ReportLike /> }] }], {
      initialEntries: ['/relatorio'],
    });
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(await screen.findByText(`Data inicial ${todayIn('Pacific/Pago_Pago')}`)).toBeInTheDocument();
    act(() => void store.dispatch(storeDetailLoaded(detail('Pacific/Kiritimati'))));
    expect(await screen.findByText(`Data inicial ${todayIn('Pacific/Kiritimati')}`)).toBeInTheDocument();
  });

  it("drops the screens kept from the previous store when another store's session starts", async () => {
    const { store } = createTestStore({ session: TEST_SESSION });
    const Typed = () => {
      const [text, setText] = useState('');
      return <input aria-label="Procurar" value={text} onChange={(e) => setText(e.target.value)} />;
    };
    const router = createMemoryRouter(
      [{ element: <StoreScreenOutlet />, children: [{ path: '/estoque', element: <Typed /> }, { path: '/outra', element: <h1>Outra</h1> }] }],
      { initialEntries: ['/estoque'] },
    );
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Procurar' }), 'cebola');
    await act(() => router.navigate('/outra'));
    await act(() => router.navigate('/estoque'));
    // same store: kept as it was
    expect(screen.getByRole('textbox', { name: 'Procurar' })).toHaveValue('cebola');
    await act(() => router.navigate('/outra'));
    act(() => void store.dispatch(loginSucceeded({ ...TEST_SESSION, id_estabelecimento: 202, hash: 'outra' })));
    await act(() => router.navigate('/estoque'));
    expect(screen.getByRole('textbox', { name: 'Procurar' })).toHaveValue('');
  });
});
