import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '../../../shared/api';
import { PaymentMethodsForm } from './PaymentMethodsForm';

const METHODS: PaymentMethod[] = [
  { chave: 'dinheiro', nome: 'Dinheiro', selected: true },
  { chave: 'credito', nome: 'Cartão de Crédito', selected: true },
  { chave: 'debito', nome: 'Cartão de Débito', selected: false },
  { chave: 'pix', nome: 'Pix', selected: false },
];

function renderForm(methods = METHODS, onSave = vi.fn()) {
  const view = render(<PaymentMethodsForm methods={methods} saving={false} onSave={onSave} />);
  return { ...view, onSave, user: userEvent.setup({ delay: null }) };
}

const save = () => screen.getByRole('button', { name: 'Salvar Alterações' });

// MUI forms under jsdom are slow on a busy machine.
describe('PaymentMethodsForm', { timeout: 20_000 }, () => {
  it('shows each method with its checkbox ticked as saved', () => {
    renderForm();
    expect(screen.getByRole('checkbox', { name: 'Dinheiro' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pix' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pix' }).closest('label')?.querySelector('[data-icon="pix"]')).not.toBeNull();
  });

  it('enables Salvar Alterações only after a change, and not for a change undone', async () => {
    const { user } = renderForm();
    expect(save()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Pix' }));
    expect(save()).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Pix' }));
    expect(save()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Dinheiro' }));
    await user.click(screen.getByRole('checkbox', { name: 'Dinheiro' }));
    expect(save()).toBeDisabled();
  });

  it('saves the selected chaves and is disabled again once they are the saved ones', async () => {
    const { user, onSave, rerender } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: 'Pix' }));
    await user.click(screen.getByRole('checkbox', { name: 'Dinheiro' }));
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect([...(onSave.mock.calls[0]![0] as string[])].sort()).toEqual(['credito', 'pix']);

    const stored = METHODS.map((m) => ({ ...m, selected: ['credito', 'pix'].includes(m.chave) }));
    rerender(<PaymentMethodsForm methods={stored} saving={false} onSave={onSave} />);
    expect(save()).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Pix' })).toBeChecked();
  });

  it('filters the grid by name and keeps the selection of hidden methods', async () => {
    const { user, onSave } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: 'Pix' }));
    await user.type(screen.getByPlaceholderText('Procurar...'), 'cartao');
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'Cartão de Crédito',
      'Cartão de Débito',
    ]);
    await user.clear(screen.getByPlaceholderText('Procurar...'));
    await user.type(screen.getByPlaceholderText('Procurar...'), 'boleto');
    expect(screen.getByText('Nenhuma forma de pagamento encontrada.')).toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect([...(onSave.mock.calls[0]![0] as string[])].sort()).toEqual(['credito', 'dinheiro', 'pix']);
  });

  it('hides the cards the search leaves out and shows the same ones again when it is cleared (nothing built anew per key)', async () => {
    const { user } = renderForm();
    const pix = screen.getByRole('checkbox', { name: 'Pix' });
    await user.type(screen.getByPlaceholderText('Procurar...'), 'cartao');
    expect(screen.queryByRole('checkbox', { name: 'Pix' })).toBeNull();
    expect(pix.closest('[hidden]')).not.toBeNull();
    await user.clear(screen.getByPlaceholderText('Procurar...'));
    expect(screen.getByRole('checkbox', { name: 'Pix' })).toBe(pix);
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
  });
});

describe('PaymentMethodsForm with nothing selected', { timeout: 20_000 }, () => {
  it('asks for at least one method and sends nothing', async () => {
    const { user, onSave } = renderForm(METHODS.map((m) => ({ ...m, selected: m.chave === 'pix' })));
    await user.click(screen.getByRole('checkbox', { name: 'Pix' }));
    await user.click(save());
    expect(await screen.findByText('Selecione ao menos uma forma de pagamento.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'Dinheiro' }));
    // Formik validates a change asynchronously (the schema's promise): the message goes once it has
    await waitFor(() => expect(screen.queryByText('Selecione ao menos uma forma de pagamento.')).not.toBeInTheDocument());
  });
});
