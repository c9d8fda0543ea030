import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProductFile } from '../../../shared/api';
import { ApiError } from '../../api/apiError';
import { TEST_STORE } from '../../test/shell';
import { createTestStore, renderWithStore, type Answers } from '../../test/testStore';
import { FILE_NOT_TEXT } from '../../../shared/bulkUpload/csv';
import { BulkUploadPage } from './BulkUploadPage';
import { bulkUploadSaga } from './bulkUploadSaga';
import { bulkUploadFinished, bulkUploadLastRead, uploadJob } from './bulkUploadSlice';

const CREATED: ProductFile = {
  id: 12,
  status: 'processing',
  file_name: 'produtos.csv',
  added_products: 0,
  updated_products: 0,
  rejected_products: 0,
  total_products: 3,
  processed_products: 0,
  should_update: false,
  created_at: '2026-05-20T18:00:00.000Z',
  finished_at: null,
};

const GOOD = ['7891000100103;12;10,50', '7891000100110;0;4,99', '7891000100127;5;2'].join('\r\n');

function csv(text: string, name = 'produtos.csv', size?: number): File {
  const file = new File([text], name, { type: 'text/csv' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

const ENABLED = { detail: { ...TEST_STORE, upload_em_massa: true }, load: 'loaded' as const, toggling: false, deliveryTimeSaving: false };

function renderPage(upload: Answers = {}, store = ENABLED) {
  const t = createTestStore({ saga: bulkUploadSaga, upload: { 'product-files': { product_files: [] }, ...upload }, preloaded: { store } });
  renderWithStore(<BulkUploadPage />, t.store);
  const user = userEvent.setup({ delay: null, applyAccept: false });
  const choose = (file: File) => user.upload(screen.getByLabelText('Arquivo CSV'), file);
  // the button waits while the chosen file is read
  const send = async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar arquivo' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Enviar arquivo' }));
  };
  const sent = () => t.calls.upload.mock.calls.filter(([key]) => key === 'product-files/');
  return { ...t, user, choose, send, sent };
}

// MUI forms under jsdom are slow on a busy machine.
describe('Upload em massa', { timeout: 30_000 }, () => {
  it('shows the progress panel, the instructions with all of them in a modal, and the default columns', async () => {
    const t = renderPage();
    expect(screen.getByRole('heading', { name: 'Nenhum upload em andamento' })).toBeInTheDocument();
    expect(screen.getByText('Último upload: nenhum')).toBeInTheDocument();
    await t.user.click(screen.getByRole('button', { name: 'Ver todas as instruções' }));
    const dialog = screen.getByRole('dialog', { name: 'Instruções para o arquivo CSV' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
    expect(dialog).toHaveTextContent('ponto e vírgula');
    expect(dialog).toHaveTextContent('Os produtos podem ficar sem foto.');
    await t.user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    for (const [label, column] of [['Código de barras', '1'], ['Quantidade em estoque', '2'], ['Preço', '3']]) {
      expect(screen.getByRole('checkbox', { name: `Ler ${label}` })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: `Ler ${label}` })).toBeDisabled();
      expect(screen.getByRole('spinbutton', { name: `Coluna de ${label}` })).toHaveValue(Number(column));
    }
    for (const label of ['Nome', 'Preço promocional', 'Categoria', 'Código PDV']) {
      expect(screen.getByRole('checkbox', { name: `Ler ${label}` })).not.toBeChecked();
      expect(screen.getByRole('spinbutton', { name: `Coluna de ${label}` })).toBeDisabled();
    }
    await waitFor(() => expect(t.calls.upload).toHaveBeenCalledWith('product-files', expect.anything()));
  });

  it("asks for a file ('Selecione um arquivo CSV.'), and refuses another type and a file over 10 MB, sending nothing", async () => {
    const t = renderPage();
    await t.send();
    expect(screen.getByRole('alert')).toHaveTextContent('Selecione um arquivo CSV.');
    await t.choose(csv(GOOD, 'produtos.xlsx'));
    expect(screen.getByRole('alert')).toHaveTextContent('Formato não aceito: selecione um arquivo .csv');
    await t.send();
    await t.choose(csv(GOOD, 'produtos.csv', 11 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent('O arquivo é muito grande. Tente fazer o upload de um arquivo com no máximo 10MB.');
    await t.send();
    expect(t.sent()).toEqual([]);
    expect(t.store.getState().bulkUpload.phase).toBe('idle');
  });

  it("refuses two types on one column ('Não é possível ter dois tipos de dados na mesma coluna.'), and unchecking removes the mapping", async () => {
    const t = renderPage();
    await t.choose(csv(GOOD));
    await t.user.click(screen.getByRole('checkbox', { name: 'Ler Nome' }));
    await t.user.type(screen.getByRole('spinbutton', { name: 'Coluna de Nome' }), '3');
    expect(screen.getAllByText('Não é possível ter dois tipos de dados na mesma coluna.')).toHaveLength(2);
    await t.send();
    expect(t.sent()).toEqual([]);
    // a checked type needs its column
    await t.user.clear(screen.getByRole('spinbutton', { name: 'Coluna de Nome' }));
    expect(screen.getByText('Informe o número da coluna.')).toBeInTheDocument();
    await t.user.type(screen.getByRole('spinbutton', { name: 'Coluna de Nome' }), '5');
    await t.user.click(screen.getByRole('checkbox', { name: 'Ler Nome' }));
    expect(screen.getByRole('spinbutton', { name: 'Coluna de Nome' })).toHaveValue(null);
    expect(screen.getByRole('spinbutton', { name: 'Coluna de Nome' })).toBeDisabled();
  });

  it('previews the first rows as they will be read, marking what is wrong in each', async () => {
    const t = renderPage();
    await t.choose(csv(['codigo;qtd;preco', '7891000100103;12;10,50', '789100010011;3;4,99', '7891000100127;5un;2,999', '7891000100134;0;3'].join('\n')));
    const preview = await screen.findByRole('table', { name: 'Prévia do arquivo' });
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['2', '3', '4', '5']);
    expect(rows[0]).toHaveAttribute('aria-invalid', 'false');
    expect(rows[0]).toHaveTextContent('Pronto para enviar');
    expect(rows[1]).toHaveAttribute('aria-invalid', 'true');
    expect(rows[1]).toHaveTextContent('Código de barras precisa ter 13 dígitos.');
    expect(rows[2]).toHaveTextContent('Preço inválido: use um número com até duas casas decimais.');
    expect(rows[2]).toHaveTextContent('Estoque inválido: use apenas números.');
    expect(rows[3]).toHaveTextContent('ficará indisponível (preço ou estoque zero)');
    expect(screen.getByText(/2 de 4 linhas da prévia têm problemas/)).toBeInTheDocument();

    // a wrong column number is caught before sending
    await t.user.clear(screen.getByRole('spinbutton', { name: 'Coluna de Preço' }));
    await t.user.type(screen.getByRole('spinbutton', { name: 'Coluna de Preço' }), '4');
    await waitFor(() => expect(screen.getByText(/4 de 4 linhas da prévia têm problemas/)).toBeInTheDocument());
    expect(within(screen.getByRole('table', { name: 'Prévia do arquivo' })).getAllByText(/A linha não tem a coluna 4 \(Preço\)\./)).toHaveLength(4);
  });

  it('sends the file with the mapping, then follows the job with the form locked', async () => {
    const t = renderPage({ 'product-files/': { product_file: CREATED }, 'product-files/:id': { product_file: CREATED, progress: { percentage: 0 }, problems: [] } });
    await t.choose(csv(GOOD));
    await t.user.click(screen.getByRole('checkbox', { name: 'Ler Categoria' }));
    await t.user.type(screen.getByRole('spinbutton', { name: 'Coluna de Categoria' }), '4');
    await t.user.click(screen.getByRole('checkbox', { name: /Atualizar os produtos/ }));
    await t.send();
    await waitFor(() => expect(t.sent()).toHaveLength(1));
    const [, args] = t.sent()[0] as [string, { body: Record<string, unknown>; multipart: boolean }];
    expect(args.multipart).toBe(true);
    expect(args.body).toEqual({
      file: expect.any(File),
      columns_disposition: { product_ean_cod: 1, product_qty: 2, product_price: 3, product_category: 4 },
      should_update: 1,
      id_estabelecimento: 101,
    });
    expect(await screen.findByRole('heading', { name: 'Cadastrando os produtos...' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso do upload' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: 'Cancelar upload' })).toBeEnabled();
    // one upload at a time
    expect(screen.getByRole('button', { name: 'Enviar arquivo' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Ler Nome' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Atualizar os produtos/ })).toBeDisabled();
  });

  it("clears the form when the upload finishes and shows 'Último upload' as dd/MM/yyyy às HH:mm", async () => {
    const t = renderPage({ 'product-files/': { product_file: CREATED } });
    await t.choose(csv(GOOD));
    expect(screen.getByText(/produtos\.csv \(/)).toBeInTheDocument();
    const finished = { ...CREATED, status: 'finished' as const, processed_products: 3, added_products: 3, finished_at: '2026-05-20T18:30:00' };
    t.store.dispatch(bulkUploadFinished(uploadJob({ product_file: finished, progress: { percentage: 100 } })));
    t.store.dispatch(bulkUploadLastRead(uploadJob({ product_file: finished, progress: { percentage: 100 } })));
    expect(await screen.findByRole('heading', { name: 'Upload concluído' })).toBeInTheDocument();
    expect(screen.getByText('Nenhum arquivo escolhido')).toBeInTheDocument();
    expect(screen.getByText('Último upload: 20/05/2026 às 18:30 (concluído, 3 produtos)')).toBeInTheDocument();
    expect(screen.getByText(/3 de 3 linhas processadas/)).toBeInTheDocument();
  });

  it('names the rows left out because their barcode is already in the menu, and says 1 produto in the singular', async () => {
    const finished = { ...CREATED, status: 'finished' as const, total_products: 2235, processed_products: 2235, added_products: 1, finished_at: '2026-05-20T18:30:00' };
    const entry = { product_file: finished, progress: { percentage: 100 } };
    const t = renderPage({ 'product-files': { product_files: [entry] } });
    expect(await screen.findByText('Último upload: 20/05/2026 às 18:30 (concluído, 1 produto)')).toBeInTheDocument();
    t.store.dispatch(bulkUploadFinished(uploadJob(entry)));
    expect(
      await screen.findByText(
        /2235 de 2235 linhas processadas · 1 produto criado · 2234 linhas ignoradas: o código de barras já está no cardápio \(produto mantido como estava; para atualizar, marque "Atualizar os produtos que já estão no cardápio"\)$/,
      ),
    ).toBeInTheDocument();
  });

  it("a refused file shows the service's reason, in the panel and the toast, and the form can be sent again", async () => {
    const t = renderPage({
      'product-files/': () => {
        throw new ApiError('http', 'Ops! Ocorreu um erro inesperado 422!', 422, { message: 'Já existe um upload em andamento.' });
      },
    });
    await t.choose(csv(GOOD));
    await t.send();
    expect(await screen.findByRole('heading', { name: 'O upload não foi concluído' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Já existe um upload em andamento.');
    await waitFor(() => expect(t.toasts()).toEqual([expect.objectContaining({ message: 'Já existe um upload em andamento.', severity: 'error' })]));
    expect(screen.getByRole('button', { name: 'Enviar arquivo' })).toBeEnabled();
  });

  it("a failure without a reason (HTTP 500) says the spec's 'tente novamente mais tarde'", async () => {
    const t = renderPage({
      'product-files/': () => {
        throw new ApiError('http', 'Ops! Ocorreu um erro inesperado 500!', 500, 'Internal Server Error');
      },
    });
    await t.choose(csv(GOOD));
    await t.send();
    expect(await screen.findByRole('heading', { name: 'O upload não foi concluído' })).toBeInTheDocument();
    await waitFor(() => expect(t.toasts()).toEqual([expect.objectContaining({ message: 'Ops! algo deu errado com o upload dos produtos, tente novamente mais tarde!' })]));
  });

  it('a file that is not text (a PNG renamed .csv) is refused with its reason, and not sent', async () => {
    const t = renderPage();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52])], 'foto.csv', { type: 'text/csv' });
    await t.choose(png);
    expect(await screen.findByRole('alert')).toHaveTextContent(FILE_NOT_TEXT);
    expect(screen.getByRole('button', { name: 'Enviar arquivo' })).toBeDisabled();
    expect(screen.queryByRole('table', { name: 'Prévia do arquivo' })).not.toBeInTheDocument();
    expect(t.sent()).toEqual([]);
  });

  it('a file with only the header cannot be sent: the button is disabled and the preview says why', async () => {
    const t = renderPage();
    await t.choose(csv('codigo_barras;estoque;preco\r\n\r\n'));
    expect(await screen.findByRole('alert')).toHaveTextContent('O arquivo não tem nenhuma linha de produto.');
    expect(screen.getByRole('button', { name: 'Enviar arquivo' })).toBeDisabled();
    // a file with products can be sent again
    await t.choose(csv(GOOD));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar arquivo' })).toBeEnabled());
    expect(t.sent()).toEqual([]);
  });

  it("shows the rows the service refused, with their line and why, and says '1 linha recusada' in the singular", async () => {
    const t = renderPage();
    const finished = { ...CREATED, status: 'finished' as const, processed_products: 3, added_products: 2, rejected_products: 1, finished_at: '2026-05-20T18:30:00' };
    t.store.dispatch(
      bulkUploadFinished(uploadJob({ product_file: finished, progress: { percentage: 100 }, problems: [{ line: 3, message: 'Código de barras precisa ter 13 dígitos.' }] })),
    );
    expect(await screen.findByRole('heading', { name: 'Upload concluído com linhas recusadas' })).toBeInTheDocument();
    expect(screen.getByText(/3 de 3 linhas processadas · 2 produtos criados · 1 linha recusada$/)).toBeInTheDocument();
    const rejected = screen.getByRole('list', { name: 'Linhas recusadas' });
    expect(within(rejected).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Linha 3: Código de barras precisa ter 13 dígitos.']);
    t.store.dispatch(
      bulkUploadFinished(
        uploadJob({
          product_file: { ...finished, added_products: 1, rejected_products: 2 },
          progress: { percentage: 100 },
          problems: [{ line: 2, message: 'Estoque inválido: use apenas números.' }],
        }),
      ),
    );
    expect(await screen.findByText(/1 produto criado · 2 linhas recusadas$/)).toBeInTheDocument();
    expect(screen.getByText('E mais 1 linha recusada.')).toBeInTheDocument();
  });

  it('a store without upload_em_massa opened by its address: a message, no form, nothing asked of the service', async () => {
    const t = renderPage({}, { ...ENABLED, detail: { ...TEST_STORE, upload_em_massa: false } });
    expect(screen.getByText('O upload em massa não está habilitado para sua loja. Fale com o suporte da plataforma para habilitá-lo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar arquivo' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Arquivo CSV')).not.toBeInTheDocument();
    await t.settle();
    expect(t.calls.upload).not.toHaveBeenCalled();
  });
});
