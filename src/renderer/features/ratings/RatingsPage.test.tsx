import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Rating, RatingsAnswer } from '../../../shared/api';
import { makeRating } from '../../../shared/test/reports';
import { rangeForPeriod } from '../../ui/dateRange';
import { DEFAULT_STORE_TIME_ZONE, todayIn } from '../../../shared/time';
import { createTestStore, renderWithStore } from '../../test/testStore';
import { RatingsPage } from './RatingsPage';

const counts = (list: number[]) => list.map((qtde, i) => ({ nota: 5 - i, qtde }));

function answer(avaliacao: Rating[]): RatingsAnswer {
  return {
    status: true,
    contaComida: counts([2, 1, 0, 0, 0]),
    contaEntrega: counts([1, 1, 1, 0, 0]),
    contaGeral: counts([1, 2, 0, 0, 0]),
    total: [{ nota_comida: 4.6, nota_entrega: 4.2, nota_geral: 4.4, total: avaliacao.length }],
    avaliacao,
  };
}

const RATINGS = [
  makeRating(1, { hash_pedido: 'COM001', usuario_nome: 'José Araújo', comentario_usuario: 'Massa perfeita, chegou quente.' }),
  makeRating(2, { hash_pedido: 'RESP02', comentario_usuario: 'Demorou um pouco.', comentario_estabelecimento: 'Pedimos desculpas!' }),
  makeRating(3, { hash_pedido: 'SEMC03', comentario_usuario: '', status_avaliacao: 'PR' }),
];

function setup(legacy: Record<string, unknown> = {}) {
  const t = createTestStore({
    legacy: {
      'avaliacao/listar/': answer(RATINGS),
      'pedidos/listarpedidoavaliacao/:id_pedido': {
        status: true,
        pedidos: [{ pedido: '<h3>Pedido #COM001</h3><p>1x Pizza Margherita</p><script>window.hacked = true</script><img src=x onerror="alert(1)">' }],
      },
      ...legacy,
    },
  });
  renderWithStore(<RatingsPage />, t.store);
  return t;
}

const table = () => screen.getByRole('table', { name: 'Avaliações' });
const rowOf = (hash: string) => within(table()).getByRole('row', { name: new RegExp(`#${hash}`) });
const callsOf = (t: ReturnType<typeof setup>, key: string) => t.calls.legacy.mock.calls.filter(([k]) => k === key);

describe('RatingsPage', { timeout: 20_000 }, () => {
  it('shows the overall score (mean of the three aspects, by half stars), the count and each aspect', async () => {
    setup();
    const overall = await screen.findByRole('group', { name: 'Nota geral' });
    // (4.6 + 4.2 + 4.4) / 3 = 4.4, drawn as 4.5 stars
    expect(overall).toHaveTextContent('4,4');
    expect(within(overall).getByRole('img', { name: '4,5 de 5 estrelas' })).toBeInTheDocument();
    expect(overall).toHaveTextContent('3 avaliações contabilizadas');
    const food = screen.getByRole('group', { name: 'Comida' });
    expect(food).toHaveTextContent('4,6');
    expect(within(food).getByRole('progressbar', { name: 'Comida: 2 com 5 estrelas' })).toHaveAttribute('aria-valuenow', String((2 / 3) * 100));
    expect(within(screen.getByRole('group', { name: 'Entrega' })).getByRole('img', { name: '4 de 5 estrelas' })).toBeInTheDocument();
  });

  it('lists each rating: counted or processing, answered or not', async () => {
    setup();
    await screen.findByRole('table', { name: 'Avaliações' });
    expect(rowOf('COM001')).toHaveTextContent('Contabilizado');
    expect(rowOf('COM001')).toHaveTextContent('Sem resposta');
    expect(rowOf('RESP02')).toHaveTextContent('Respondida');
    expect(rowOf('SEMC03')).toHaveTextContent('Processando');
  });

  it("reads out each row's food, delivery and general stars, drawn as plain stars (no MUI Rating per row)", async () => {
    setup();
    await screen.findByRole('table', { name: 'Avaliações' });
    const row = rowOf('COM001');
    expect(within(row).getAllByRole('img', { name: '5 de 5 estrelas' })).toHaveLength(2);
    expect(within(row).getByRole('img', { name: '4 de 5 estrelas' })).toBeInTheDocument();
    expect(table().querySelector('.MuiRating-root')).toBeNull();
  });

  it('searches by customer, comment or order, ignoring accents and case', async () => {
    setup();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table', { name: 'Avaliações' });
    await user.type(screen.getByRole('textbox', { name: 'Buscar avaliação' }), 'araujo');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(rowOf('COM001')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Buscar avaliação' }));
    await user.type(screen.getByRole('textbox', { name: 'Buscar avaliação' }), 'DEMOROU');
    await waitFor(() => expect(rowOf('RESP02')).toBeInTheDocument());
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
  });

  it('asks the platform for one page, searched by it, and keeps the whole period\u2019s figures (issue 32)', async () => {
    // 25 ratings on the platform: it answers the page asked for, as the sandbox does
    const all = Array.from({ length: 25 }, (_, i) => makeRating(i + 1, { hash_pedido: `P${String(i + 1).padStart(4, '0')}`, usuario_nome: i === 17 ? 'Conceição' : 'Cliente' }));
    const t = setup({
      'avaliacao/listar/': (args: { query: { page: number; per_page: number; busca?: string } }) => {
        const { page, per_page, busca } = args.query;
        const found = all.filter((r) => !busca || r.usuario_nome.toLowerCase().includes('concei'));
        return { ...answer(all), avaliacao: found.slice((page - 1) * per_page, page * per_page), paginate_metadata: { total: found.length, per_page, current_page: page } };
      },
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table', { name: 'Avaliações' });
    expect(within(table()).getAllByRole('row')).toHaveLength(11);
    expect(rowOf('P0001')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Nota geral' })).toHaveTextContent('25 avaliações contabilizadas');
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(6));
    expect(rowOf('P0021')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Buscar avaliação' }), 'conceição');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(rowOf('P0018')).toBeInTheDocument();
    const queries = callsOf(t, 'avaliacao/listar/').map(([, args]) => (args as { query: unknown }).query);
    // one request when typing paused, from page 1, not one per key
    expect(queries).toEqual([{ page: 1, per_page: 10 }, { page: 3, per_page: 10 }, { page: 1, per_page: 10, busca: 'conceição' }]);
    expect(screen.getByRole('group', { name: 'Nota geral' })).toHaveTextContent('25 avaliações contabilizadas');
  });

  it('narrows to a period with Filtrar (POST with periodo and data) and goes back to all with Ver todas', async () => {
    const t = setup({ 'avaliacao/listar': answer([RATINGS[0]!]) });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table', { name: 'Avaliações' });
    expect(screen.getByText('Todas as avaliações')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    const month = rangeForPeriod(30, todayIn(DEFAULT_STORE_TIME_ZONE));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(callsOf(t, 'avaliacao/listar').map(([, args]) => (args as { body: unknown }).body)).toEqual([
      { periodo: '30', data: { data_inicio: month.start, data_final: month.end } },
    ]);
    expect(screen.getByText(/^Avaliações de \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver todas' }));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(4));
  });

  it('opens a rating with its order sanitised, replies, toasts, closes and reloads the list', async () => {
    let replied = false;
    const t = setup({
      'avaliacao/listar/': () =>
        answer(RATINGS.map((r) => (replied && r.hash_pedido === 'COM001' ? { ...r, comentario_estabelecimento: 'Obrigado, José!' } : r))),
      'avaliacao/atualizar/:id_pedido': () => {
        replied = true;
        return { status: true, mensagem: 'ok' };
      },
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table', { name: 'Avaliações' });
    await user.click(screen.getByRole('button', { name: 'Detalhes da avaliação do pedido #COM001' }));
    const dialog = screen.getByRole('dialog', { name: 'Avaliação do pedido #COM001' });
    const order = within(dialog).getByRole('region', { name: 'Pedido avaliado' });
    expect(await within(order).findByText('1x Pizza Margherita')).toBeInTheDocument();
    expect(order.querySelector('script, img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(within(dialog).getByText('Massa perfeita, chegou quente.')).toBeInTheDocument();

    const reply = within(dialog).getByRole('button', { name: 'Responder' });
    expect(reply).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Sua resposta' }), 'Obrigado, José!');
    await user.click(reply);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(t.toasts()).toEqual([expect.objectContaining({ message: 'Resposta salva com sucesso!', severity: 'success', durationMs: 2000 })]);
    expect(callsOf(t, 'avaliacao/atualizar/:id_pedido').map(([, args]) => args)).toEqual([
      expect.objectContaining({ params: { id_pedido: 1 }, body: { resposta: 'Obrigado, José!' } }),
    ]);
    await waitFor(() => expect(rowOf('COM001')).toHaveTextContent('Respondida'));
  });

  it('offers no reply box without a customer comment or once someone replied', async () => {
    setup();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table', { name: 'Avaliações' });
    for (const hash of ['RESP02', 'SEMC03']) {
      await user.click(screen.getByRole('button', { name: `Detalhes da avaliação do pedido #${hash}` }));
      const dialog = screen.getByRole('dialog', { name: `Avaliação do pedido #${hash}` });
      expect(within(dialog).queryByRole('textbox', { name: 'Sua resposta' })).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Responder' })).not.toBeInTheDocument();
      if (hash === 'RESP02') expect(within(dialog).getByText('Pedimos desculpas!')).toBeInTheDocument();
      else expect(within(dialog).getByText('O cliente não deixou comentário.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  });

  it("shows a refusal in 'Atenção!' with the server's text and clears the list", async () => {
    const t = setup({ 'avaliacao/listar': { status: false, mensagem: 'Nenhuma avaliação neste período.' } });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table', { name: 'Avaliações' });
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(t.dialogs()).toEqual([expect.objectContaining({ kind: 'attention', message: 'Nenhuma avaliação neste período.' })]));
    expect(screen.queryByRole('table', { name: 'Avaliações' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Nota geral' })).not.toBeInTheDocument();
  });
});
