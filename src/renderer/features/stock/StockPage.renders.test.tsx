import { Profiler } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestStore, renderWithStore } from '../../test/testStore';
import { StockPage } from './StockPage';

const drawn = vi.hoisted(() => ({ rows: 0 }));

// a counted stand-in for each row's status select
vi.mock('../../ui/StatusSelect', () => ({
  StatusSelect: ({ label }: { label: string }) => {
    drawn.rows += 1;
    return <span>{label}</span>;
  },
}));

const ITEMS = Array.from({ length: 25 }, (_, i) => ({
  id_estoque: i + 1,
  nome_item: `Queijo ${i + 1}`,
  status: 'S',
  tipo: 'ingrediente',
  descricao: '',
  image_url: '',
}));

describe('estoque: what a key in the search draws', { timeout: 20_000 }, () => {
  it('the box shows the key in a commit of its own; the rows follow in the next one', async () => {
    const t = createTestStore({ legacy: { 'estoque/listar': { status: true, estoque: ITEMS } } });
    /** the rows drawn in each commit, in order */
    const commits: number[] = [];
    let counted = 0;
    renderWithStore(
      <Profiler
        id="estoque"
        onRender={() => {
          commits.push(drawn.rows - counted);
          counted = drawn.rows;
        }}
      >
        <StockPage />
      </Profiler>,
      t.store,
    );
    await screen.findByRole('table', { name: 'Itens do estoque' });
    const box = screen.getByRole('textbox', { name: 'Procurar...' });
    const user = userEvent.setup({ delay: null });
    await user.click(box);
    commits.length = 0;
    await user.keyboard('7');
    expect(box).toHaveValue('7');
    // the key's own commit (the first) draws no row; the list follows with the two items that
    // match, each drawn once
    expect(commits[0]).toBe(0);
    expect(commits.reduce((a, b) => a + b)).toBe(2);
    expect(screen.getByText('Status de Queijo 7')).toBeInTheDocument();
    expect(screen.getByText('Status de Queijo 17')).toBeInTheDocument();
    expect(screen.queryByText('Status de Queijo 8')).not.toBeInTheDocument();
  });
});
