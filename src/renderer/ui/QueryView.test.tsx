import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadErrorText, QueryView } from './QueryView';

const base = { isLoading: false, refetch: vi.fn() };

describe('QueryView', () => {
  it('shows the loading state until the first data', () => {
    render(<QueryView result={{ ...base, isLoading: true }} errorTitle="Falhou.">{() => <p>dados</p>}</QueryView>);
    expect(screen.getByRole('progressbar', { name: 'Carregando...' })).toBeInTheDocument();
    expect(screen.queryByText('dados')).toBeNull();
  });

  it('shows a failed load with the reason and Tentar novamente, which loads again', async () => {
    const refetch = vi.fn();
    render(
      <QueryView result={{ ...base, refetch, error: { kind: 'http', message: 'Ops! Ocorreu um erro inesperado 500!' } }} errorTitle="Não foi possível carregar as faturas.">
        {() => <p>dados</p>}
      </QueryView>,
    );
    expect(screen.getByText('Não foi possível carregar as faturas. Ops! Ocorreu um erro inesperado 500!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the data on screen when a later load fails', () => {
    render(
      <QueryView result={{ ...base, data: [1], error: { kind: 'network', message: 'Sem conexão.' } }} errorTitle="Falhou.">
        {(d) => <p>{d.length} item</p>}
      </QueryView>,
    );
    expect(screen.getByText('1 item')).toBeInTheDocument();
    expect(screen.getByText('Falhou. Sem conexão.')).toBeInTheDocument();
  });

  it('shows the empty state for empty data', () => {
    render(
      <QueryView result={{ ...base, data: [] as number[] }} errorTitle="x" isEmpty={(d) => d.length === 0} empty={{ message: 'Nenhum item.' }}>
        {() => <p>lista</p>}
      </QueryView>,
    );
    expect(screen.getByText('Nenhum item.')).toBeInTheDocument();
    expect(screen.queryByText('lista')).toBeNull();
  });

  it('does not repeat the title when the reason is the same sentence', () => {
    expect(loadErrorText('Falhou.', { message: 'Falhou.' })).toBe('Falhou.');
    expect(loadErrorText('Falhou.', undefined)).toBe('Falhou.');
  });
});
