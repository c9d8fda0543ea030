import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeliveryCity, NeighbourhoodService } from '../../../shared/api';
import { createTestStore, renderWithStore, type Answers } from '../../test/testStore';
import { DeliveryAreasPage } from './DeliveryAreasPage';

const served = (id: number, over: Partial<NeighbourhoodService> = {}): NeighbourhoodService => ({
  id_estabelecimento_bairro: id,
  inativo: 'N',
  valor_minimo: 20,
  valor_taxa: 5,
  valor_taxa_old: 0,
  valor_frete_gratis: 0,
  ...over,
});

/** São Paulo: four named rows and `extra` generated ones; Osasco: one. */
function cities(extra = 0): DeliveryCity[] {
  return [
    {
      cidade: { id_cidade: 1, nome_cidade: 'São Paulo' },
      bairros: [
        { id_bairro: 10, nome_bairro: 'Bela Vista', atendido: served(100) },
        { id_bairro: 11, nome_bairro: 'Moema', atendido: served(101, { valor_taxa: 9.9, valor_frete_gratis: 150 }) },
        { id_bairro: 12, nome_bairro: 'Saúde', atendido: served(102, { valor_taxa: 0, valor_taxa_old: 0 }) },
        { id_bairro: 13, nome_bairro: 'Aclimação', atendido: null },
        ...Array.from({ length: extra }, (_, i) => ({ id_bairro: 1000 + i, nome_bairro: `Jardim ${String(i).padStart(3, '0')}`, atendido: null })),
      ],
    },
    { cidade: { id_cidade: 2, nome_cidade: 'Osasco' }, bairros: [{ id_bairro: 20, nome_bairro: 'Centro', atendido: served(200, { valor_taxa: 12 }) }] },
  ];
}

function renderPage(legacy: Answers) {
  const t = createTestStore({ legacy: { 'estabelecimentobairros/listar': { status: true, bairros: cities() }, ...legacy } });
  renderWithStore(<DeliveryAreasPage />, t.store);
  return { ...t, user: userEvent.setup({ delay: null }) };
}

const calls = (t: ReturnType<typeof renderPage>, key: string) => t.calls.legacy.mock.calls.filter(([k]) => k === key).map(([, args]) => args);
const row = async (name: string) => {
  const header = await screen.findByRole('rowheader', { name });
  return header.closest('tr') as HTMLElement;
};

// MUI tables under jsdom are slow on a busy machine.
describe('DeliveryAreasPage', { timeout: 30_000 }, () => {
  it('shows one tab per city and each row with its values', async () => {
    const t = renderPage({});
    expect(await screen.findByRole('tab', { name: 'São Paulo', selected: true })).toBeInTheDocument();
    const moema = await row('Moema');
    expect(within(moema).getByRole('textbox', { name: 'Taxa de Entrega (Moema)' })).toHaveValue('9,90');
    expect(within(moema).getByRole('textbox', { name: 'Compra Mínima (Moema)' })).toHaveValue('20,00');
    expect(within(moema).getByRole('textbox', { name: 'Entrega Grátis Em (Moema)' })).toHaveValue('150,00');
    expect(within(moema).getByRole('switch', { name: 'Atender Moema' })).toBeChecked();
    expect(within(moema).getByRole('switch', { name: 'Frete grátis em Moema' })).not.toBeChecked();
    // a neighbourhood not served has nothing to edit until it is served
    const aclimacao = await row('Aclimação');
    expect(within(aclimacao).getByRole('switch', { name: 'Atender Aclimação' })).not.toBeChecked();
    expect(within(aclimacao).getByRole('textbox', { name: 'Taxa de Entrega (Aclimação)' })).toBeDisabled();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '', 'Bairro', 'Compra Mínima', 'Taxa de Entrega', 'Frete grátis', 'Entrega Grátis Em...', 'Atendido',
    ]);
    await t.user.click(screen.getByRole('tab', { name: 'Osasco' }));
    expect(await screen.findByRole('rowheader', { name: 'Centro' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Moema' })).not.toBeInTheDocument();
  });

  it('the free-delivery switch moves the fee to zero and back, and warns when both are zero', async () => {
    const t = renderPage({
      'estabelecimentobairros/editar/:id_estabelecimento_bairro': (args: { body: object }) => ({
        status: true,
        mensagem: 'Moema salvo com sucesso!',
        atendido: { id_estabelecimento_bairro: 101, ...args.body },
      }),
    });
    const moema = await row('Moema');
    await t.user.click(within(moema).getByRole('switch', { name: 'Frete grátis em Moema' }));
    await waitFor(() => expect(within(moema).getByRole('textbox', { name: 'Taxa de Entrega (Moema)' })).toHaveValue('0,00'));
    expect(calls(t, 'estabelecimentobairros/editar/:id_estabelecimento_bairro')[0]).toMatchObject({
      params: { id_estabelecimento_bairro: 101 },
      body: { inativo: 'N', valor_minimo: 20, valor_taxa: 0, valor_taxa_old: 9.9, valor_frete_gratis: 150 },
    });
    await waitFor(() => expect(within(moema).getByRole('switch', { name: 'Frete grátis em Moema' })).toBeEnabled());
    await t.user.click(within(moema).getByRole('switch', { name: 'Frete grátis em Moema' }));
    await waitFor(() => expect(within(moema).getByRole('textbox', { name: 'Taxa de Entrega (Moema)' })).toHaveValue('9,90'));

    const saude = await row('Saúde');
    await t.user.click(within(saude).getByRole('switch', { name: 'Frete grátis em Saúde' }));
    expect(t.toasts()).toContainEqual(expect.objectContaining({ message: 'O frete deste bairro já é grátis!', severity: 'warning' }));
    expect(calls(t, 'estabelecimentobairros/editar/:id_estabelecimento_bairro')).toHaveLength(2);
  });

  it('saves a value typed in a row when the field is left, and puts it back when refused', async () => {
    let refuse = false;
    const t = renderPage({
      'estabelecimentobairros/editar/:id_estabelecimento_bairro': (args: { body: object }) =>
        refuse ? { status: false, mensagem: 'Taxa de Entrega: o valor máximo é 999.99.' } : { status: true, mensagem: 'Salvo', atendido: { id_estabelecimento_bairro: 100, ...args.body } },
    });
    const fee = within(await row('Bela Vista')).getByRole('textbox', { name: 'Taxa de Entrega (Bela Vista)' });
    await t.user.clear(fee);
    await t.user.type(fee, '7.25');
    fireEvent.blur(fee);
    await waitFor(() => expect(calls(t, 'estabelecimentobairros/editar/:id_estabelecimento_bairro')).toHaveLength(1));
    expect(calls(t, 'estabelecimentobairros/editar/:id_estabelecimento_bairro')[0]).toMatchObject({ body: { valor_taxa: 7.25 } });
    await waitFor(() => expect(fee).toHaveValue('7,25'));

    refuse = true;
    const minimum = within(await row('Bela Vista')).getByRole('textbox', { name: 'Compra Mínima (Bela Vista)' });
    await t.user.clear(minimum);
    await t.user.type(minimum, '35');
    fireEvent.blur(minimum);
    await waitFor(() => expect(t.dialogs()).toEqual([expect.objectContaining({ title: 'Atenção!', message: 'Taxa de Entrega: o valor máximo é 999.99.' })]));
    await waitFor(() => expect(minimum).toHaveValue('20,00'));
  });

  it.each([
    ['1.234,56', 'O valor máximo é R$\u00a0999,99.'],
    ['9999.99', 'O valor máximo é R$\u00a0999,99.'],
    ['abc', 'Valor inválido: use só números, com vírgula antes dos centavos (ex.: 12,50).'],
    ['-5', 'O valor não pode ser negativo.'],
    ['', 'Informe um valor (ex.: 12,50). Para zero, digite 0.'],
  ])('a Taxa de Entrega of %j is refused on the field, kept as typed and not sent', async (typed, message) => {
    const t = renderPage({ 'estabelecimentobairros/editar/:id_estabelecimento_bairro': { status: true, mensagem: 'Salvo' } });
    const fee = within(await row('Bela Vista')).getByRole('textbox', { name: 'Taxa de Entrega (Bela Vista)' });
    await t.user.clear(fee);
    if (typed !== '') await t.user.type(fee, typed);
    await t.user.keyboard('{Enter}');
    await waitFor(() => expect(fee).toHaveAccessibleDescription(message));
    expect(fee).toHaveAttribute('aria-invalid', 'true');
    expect(fee).toHaveValue(typed);
    expect(within(await row('Bela Vista')).getByRole('switch', { name: 'Frete grátis em Bela Vista' })).not.toBeChecked();
    expect(calls(t, 'estabelecimentobairros/editar/:id_estabelecimento_bairro')).toEqual([]);
    expect(t.toasts()).toEqual([]);

    // corrected with a comma for the decimals: saved, and the message goes
    await t.user.clear(fee);
    await t.user.type(fee, '6,5');
    await t.user.keyboard('{Enter}');
    await waitFor(() => expect(calls(t, 'estabelecimentobairros/editar/:id_estabelecimento_bairro')).toEqual([expect.objectContaining({ body: expect.objectContaining({ valor_taxa: 6.5 }) })]));
    expect(fee).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('serves a neighbourhood (habilitarBairro) and stops serving one (editar with inativo S)', async () => {
    const t = renderPage({
      'estabelecimentobairros/habilitarBairro/:id_bairro': { status: true, mensagem: 'Aclimação habilitado.', atendido: served(103, { valor_taxa: 0, valor_minimo: 0 }) },
      'estabelecimentobairros/editar/:id_estabelecimento_bairro': (args: { body: object }) => ({ status: true, atendido: { id_estabelecimento_bairro: 101, ...args.body } }),
    });
    const aclimacao = await row('Aclimação');
    await t.user.click(within(aclimacao).getByRole('switch', { name: 'Atender Aclimação' }));
    await waitFor(() => expect(within(aclimacao).getByRole('switch', { name: 'Atender Aclimação' })).toBeChecked());
    expect(calls(t, 'estabelecimentobairros/habilitarBairro/:id_bairro')).toEqual([expect.objectContaining({ params: { id_bairro: 13 } })]);
    expect(within(aclimacao).getByRole('textbox', { name: 'Taxa de Entrega (Aclimação)' })).toBeEnabled();
    expect(t.toasts()).toContainEqual(expect.objectContaining({ message: 'Aclimação habilitado.', severity: 'success', durationMs: 2000 }));

    const moema = await row('Moema');
    await t.user.click(within(moema).getByRole('switch', { name: 'Atender Moema' }));
    await waitFor(() => expect(within(moema).getByRole('switch', { name: 'Atender Moema' })).not.toBeChecked());
    expect(calls(t, 'estabelecimentobairros/editar/:id_estabelecimento_bairro')[0]).toMatchObject({ body: { inativo: 'S', valor_taxa: 9.9 } });
  });

  it('applies the header values to the selected rows and runs the bulk actions on them', async () => {
    let listed = cities();
    const t = renderPage({
      'estabelecimentobairros/listar': () => ({ status: true, bairros: listed }),
      'estabelecimentobairros/mudaStsLote/:status': () => {
        listed = cities().map((c) => ({ ...c, bairros: c.bairros.map((b) => (b.id_bairro === 10 && b.atendido ? { ...b, atendido: { ...b.atendido, valor_taxa: 8.5 } } : b)) }));
        return { status: true, mensagem: '2 bairros alterados com sucesso!', alterados: 2 };
      },
      'estabelecimentobairros/mudaStsLote/:status/:frete': { status: true, mensagem: '2 bairros alterados com sucesso!', alterados: 2 },
    });
    const bar = await screen.findByRole('region', { name: 'Alterar bairros selecionados' });
    expect(within(bar).getByRole('button', { name: 'Aplicar aos selecionados' })).toBeDisabled();
    await t.user.click(within(await row('Bela Vista')).getByRole('checkbox', { name: 'Selecionar Bela Vista' }));
    await t.user.click(within(await row('Moema')).getByRole('checkbox', { name: 'Selecionar Moema' }));
    expect(within(bar).getByText('2 bairros selecionados')).toBeInTheDocument();

    // nothing typed: says what is missing and sends nothing
    await t.user.click(within(bar).getByRole('button', { name: 'Aplicar aos selecionados' }));
    expect(t.dialogs()).toEqual([expect.objectContaining({ title: 'Atenção!', message: expect.stringContaining('Informe ao menos um valor') })]);
    expect(calls(t, 'estabelecimentobairros/mudaStsLote/:status')).toEqual([]);

    // a value the money rule refuses: said on its field, nothing sent
    await t.user.type(within(bar).getByRole('textbox', { name: 'Compra Mínima' }), '1.234,56');
    await t.user.click(within(bar).getByRole('button', { name: 'Aplicar aos selecionados' }));
    expect(within(bar).getByRole('textbox', { name: 'Compra Mínima' })).toHaveAccessibleDescription('O valor máximo é R$\u00a0999,99.');
    expect(within(bar).getByRole('textbox', { name: 'Compra Mínima' })).toHaveValue('1.234,56');
    expect(calls(t, 'estabelecimentobairros/mudaStsLote/:status')).toEqual([]);
    await t.user.clear(within(bar).getByRole('textbox', { name: 'Compra Mínima' }));

    await t.user.type(within(bar).getByRole('textbox', { name: 'Taxa de Entrega' }), '8,5');
    await t.user.click(within(bar).getByRole('button', { name: 'Aplicar aos selecionados' }));
    await waitFor(() => expect(calls(t, 'estabelecimentobairros/mudaStsLote/:status')).toEqual([
      expect.objectContaining({ params: { status: 'S' }, body: { sel: { 10: true, 11: true }, valor_taxa: 8.5 } }),
    ]));
    // the list is read again and the selection cleared
    await waitFor(() => expect(within(screen.getByRole('rowheader', { name: 'Bela Vista' }).closest('tr')!).getByRole('textbox', { name: 'Taxa de Entrega (Bela Vista)' })).toHaveValue('8,50'));
    expect(within(bar).getByText(/Selecione bairros na lista/)).toBeInTheDocument();

    for (const [label, status, frete] of [['Ativar', 'S', 'E'], ['Desativar', 'N', 'E'], ['Ativar frete grátis', 'S', 'F'], ['Desativar frete grátis', 'N', 'F']] as const) {
      await t.user.click(within(await row('Saúde')).getByRole('checkbox', { name: 'Selecionar Saúde' }));
      await t.user.click(within(bar).getByRole('button', { name: label }));
      await waitFor(() => expect(calls(t, 'estabelecimentobairros/mudaStsLote/:status/:frete').at(-1)).toEqual(
        expect.objectContaining({ params: { status, frete }, body: { sel: { 12: true } } }),
      ));
      await waitFor(() => expect(within(bar).getByRole('button', { name: label })).toBeDisabled());
    }
  });

  it('a city of 500 neighbourhoods: only the rows in view are in the page, and the search finds any of them', async () => {
    const t = createTestStore({ legacy: { 'estabelecimentobairros/listar': { status: true, bairros: cities(496) } } });
    renderWithStore(<DeliveryAreasPage />, t.store);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('500 bairros')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Bairros de São Paulo' });
    const rendered = within(table).getAllByRole('rowheader').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
    await user.click(screen.getByRole('textbox', { name: 'Procurar bairro' }));
    await user.paste('jardim 49');
    await waitFor(() => expect(screen.getByText('6 de 500 bairros')).toBeInTheDocument());
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Jardim 490', 'Jardim 491', 'Jardim 492', 'Jardim 493', 'Jardim 494', 'Jardim 495']);
    // select-all takes the rows shown
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos os bairros' }));
    expect(screen.getByText('6 bairros selecionados')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Procurar bairro' }));
    await user.paste('xyz');
    expect(await screen.findByText('Nenhum bairro encontrado.')).toBeInTheDocument();
  });

  it('says when the neighbourhoods cannot be loaded, and loads them on Tentar novamente', async () => {
    let fail = true;
    const t = renderPage({ 'estabelecimentobairros/listar': () => (fail ? { status: false, mensagem: 'Indisponível.' } : { status: true, bairros: cities() }) });
    expect(await screen.findByText(/Não foi possível carregar os bairros atendidos/)).toBeInTheDocument();
    fail = false;
    await t.user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('rowheader', { name: 'Moema' })).toBeInTheDocument();
  });
});
