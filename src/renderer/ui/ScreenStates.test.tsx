import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState, ErrorState, LoadingState, RetryAlert } from './ScreenStates';
import { Screen } from './Screen';

describe('LoadingState', () => {
  it('shows a progress named Carregando...', () => {
    render(<LoadingState />);
    expect(screen.getByRole('progressbar', { name: 'Carregando...' })).toBeInTheDocument();
  });
  it('names what is loading when told', () => {
    render(<LoadingState label="Carregando faturas" />);
    expect(screen.getByRole('progressbar', { name: 'Carregando faturas' })).toBeInTheDocument();
  });
});

describe('RetryAlert', () => {
  it('warns with the message and retries with Tentar novamente', async () => {
    const onRetry = vi.fn();
    render(<RetryAlert message="Não foi possível carregar o histórico da entrega." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar o histórico da entrega.');
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorWarning');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('ErrorState', () => {
  it('shows the message and retries with Tentar novamente', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Não foi possível listar as faturas" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível listar as faturas');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
  it('has no retry button without onRetry', () => {
    render(<ErrorState message="Nenhum período financeiro encontrado." />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('shows the message and the hint', () => {
    render(<EmptyState message="Nenhum transação encontrada." hint="Tente pesquisar outro período." />);
    expect(screen.getByText('Nenhum transação encontrada.')).toBeInTheDocument();
    expect(screen.getByText('Tente pesquisar outro período.')).toBeInTheDocument();
  });
});

describe('Screen', () => {
  it('titles the screen with an h1, puts the actions by it and the content below', async () => {
    const onAdd = vi.fn();
    render(
      <Screen title="Estoque" actions={<button onClick={onAdd}>Adicionar Novo Item</button>}>
        <p>12 Itens</p>
      </Screen>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Estoque' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Estoque' });
    expect(region).toHaveTextContent('12 Itens');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Novo Item' }));
    expect(onAdd).toHaveBeenCalled();
  });
});
