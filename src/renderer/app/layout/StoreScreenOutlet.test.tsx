import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { StoreDetail } from '../../../shared/api';
import { todayIn } from '../../../shared/time';
import { storeDetailLoaded } from '../../features/store/storeSlice';
import { useStoreToday } from '../../ui/DateRangeFilter';
import { createTestStore } from '../../test/testStore';
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
});
