import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShellUi } from '../../test/shell';
import { ConnectionIndicator } from './ConnectionIndicator';
import { socketConnected, socketDisconnected } from './realtimeActions';

function* noSaga() {}

describe('ConnectionIndicator', () => {
  it("says 'Sem conexão' until connected, 'Conectado' while connected", () => {
    const { store } = renderShellUi(<ConnectionIndicator />, { saga: noSaga });
    expect(screen.getByRole('status')).toHaveTextContent('Sem conexão');
    act(() => {
      store.dispatch(socketConnected());
    });
    expect(screen.getByRole('status')).toHaveTextContent('Conectado');
    act(() => {
      store.dispatch(socketDisconnected({ reason: 'transport close' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Sem conexão');
  });
});
