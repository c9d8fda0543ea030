import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeRegistrationAnswer, renderOnlinePaymentScreen } from '../../test/onlinePayment';
import { DocumentsPage } from './DocumentsPage';

beforeEach(() => {
  // the test environment's object URLs take only Node's own Blob; the preview only needs one
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const input = (name: string) => within(screen.getByRole('group', { name })).getByLabelText('Enviar imagem', { selector: 'input', exact: false });

describe('Documentos', { timeout: 60_000 }, () => {
  it('sends each image as it is chosen, shows it, and refuses a wrong type before sending', async () => {
    const { calls, toasts } = renderOnlinePaymentScreen(<DocumentsPage />, {
      path: '/financeiro/cadastro/documentos',
      legacy: {
        'pagamentoonline/listarPagOnCadastro': { status: true, obj: makeRegistrationAnswer({ est_imgResidencia: 'http://sandbox.test/arquivos/pagamentoonline/r.png' }) },
        'pagamentoonline/imgidentificacao': { status: true, mensagem: 'Imagem enviada com sucesso!', url_imagem: 'http://sandbox.test/arquivos/pagamentoonline/i.png', erros: '' },
      },
    });
    // the file dialog would offer only images; a file dropped in anyway is checked too
    const user = userEvent.setup({ delay: null, applyAccept: false });
    expect(await screen.findByRole('img', { name: 'Pré-visualização: Residência' })).toHaveAttribute('src', 'http://sandbox.test/arquivos/pagamentoonline/r.png');
    const png = new File(['png'], 'rg.png', { type: 'image/png' });
    await user.upload(input('Identificação'), png);
    await waitFor(() => expect(calls.legacy).toHaveBeenCalledWith('pagamentoonline/imgidentificacao', expect.objectContaining({ multipart: true, body: { arquivo: png, id_estabelecimento: 101 } })));
    await waitFor(() => expect(toasts()).toEqual([expect.objectContaining({ message: 'Imagem enviada com sucesso!', durationMs: 5000 })]));

    const pdf = new File(['%PDF'], 'alvara.pdf', { type: 'application/pdf' });
    await user.upload(input('Atividade'), pdf);
    expect(within(screen.getByRole('group', { name: 'Atividade' })).getByRole('alert')).toHaveTextContent('Formato de imagem não aceito. Envie um arquivo PNG, JPG ou JPEG.');
    expect(calls.legacy).not.toHaveBeenCalledWith('pagamentoonline/imgatividade', expect.anything());
  });

  it('waits for the registration', async () => {
    renderOnlinePaymentScreen(<DocumentsPage />, {
      path: '/financeiro/cadastro/documentos',
      legacy: { 'pagamentoonline/listarPagOnCadastro': { status: true, obj: null } },
    });
    expect(await screen.findByText(/os documentos fazem parte do cadastro/)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Identificação' })).getByRole('button', { name: 'Enviar imagem' })).toHaveAttribute('aria-disabled', 'true');
  });
});
