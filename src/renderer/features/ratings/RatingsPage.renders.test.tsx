import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeRating } from '../../../shared/test/reports';
import { createTestStore, renderWithStore } from '../../test/testStore';
import { RatingsPage } from './RatingsPage';

const renders = vi.hoisted(() => ({ summary: 0 }));

// a counted stand-in for the figures above the list
vi.mock('./RatingsSummary', () => ({
  RatingsSummary: () => {
    renders.summary += 1;
    return <p>Resumo das notas</p>;
  },
  RowStars: ({ score }: { score: number }) => <span>{score} estrelas</span>,
  RowStarStyles: () => null,
}));

describe('avaliações: what a key in the search renders', { timeout: 20_000 }, () => {
  it('a key redraws the search box alone; the list and its figures wait for the pause, then ask once', async () => {
    const t = createTestStore({
      legacy: {
        'avaliacao/listar/': {
          status: true,
          contaComida: [],
          contaEntrega: [],
          contaGeral: [],
          total: [{ nota_comida: 5, nota_entrega: 5, nota_geral: 5, total: 1 }],
          avaliacao: [makeRating(1, { hash_pedido: 'COM001', usuario_nome: 'José Araújo' })],
        },
      },
    });
    renderWithStore(<RatingsPage />, t.store);
    await screen.findByRole('table', { name: 'Avaliações' });
    const before = renders.summary;
    const user = userEvent.setup({ delay: null });
    const box = screen.getByRole('textbox', { name: 'Buscar avaliação' });
    // one key, far within the pause: the box shows it, nothing else is drawn again
    await user.type(box, 'a');
    expect(box).toHaveValue('a');
    expect(renders.summary).toBe(before);
    await user.type(box, 'raujo');
    await vi.waitFor(() => expect(t.calls.legacy.mock.calls.filter(([k]) => k === 'avaliacao/listar/')).toHaveLength(2));
    expect(t.calls.legacy.mock.calls.filter(([k]) => k === 'avaliacao/listar/').at(-1)?.[1]).toMatchObject({ query: { busca: 'araujo' } });
  });
});
