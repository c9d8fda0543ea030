import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestStore, renderWithStore } from '../../test/testStore';
import { FineReversalDialog } from './FineReversalDialog';

describe('FineReversalDialog', { timeout: 20_000 }, () => {
  it('sends nothing without the order id or hash, however long the description', async () => {
    const t = createTestStore({ json: { 'finance/reversal-fine': { message: 'ok', id: 1 } } });
    renderWithStore(<FineReversalDialog order={{ id_pedido: 0, hash_pedido: '' }} onClose={vi.fn()} />, t.store);
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível identificar o pedido desta multa.');
    await user.type(screen.getByRole('textbox', { name: 'Descrição' }), 'O cliente desistiu antes do preparo.');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(t.calls.json).not.toHaveBeenCalled();
  });

  it('takes at most 200 characters and counts them', async () => {
    const t = createTestStore();
    renderWithStore(<FineReversalDialog order={{ id_pedido: 4, hash_pedido: 'AB12' }} onClose={vi.fn()} />, t.store);
    const user = userEvent.setup({ delay: null });
    const field = screen.getByRole('textbox', { name: 'Descrição' });
    await user.click(field);
    await user.paste('a'.repeat(230));
    expect(field).toHaveValue('a'.repeat(200));
    expect(screen.getByText('200/200')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  it('Cancelar closes without sending', async () => {
    const t = createTestStore();
    const onClose = vi.fn();
    renderWithStore(<FineReversalDialog order={{ id_pedido: 4, hash_pedido: 'AB12' }} onClose={onClose} />, t.store);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
    expect(t.calls.json).not.toHaveBeenCalled();
  });
});
