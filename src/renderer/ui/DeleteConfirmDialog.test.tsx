import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';

function renderDialog(props: { busy?: boolean; name?: string; open?: boolean } = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(<DeleteConfirmDialog open={props.open ?? true} onConfirm={onConfirm} onCancel={onCancel} busy={props.busy} name={props.name} />);
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('DeleteConfirmDialog', () => {
  it('asks the spec question and confirms with Sim deletar.', async () => {
    const { user, onConfirm, onCancel } = renderDialog({ name: 'Pizza Calabresa' });
    const dialog = screen.getByRole('dialog', { name: 'Você tem certeza?' });
    expect(dialog).toHaveAccessibleDescription('Você vai excluir: Pizza Calabresa. Não será possível reverter!');
    await user.click(within(dialog).getByRole('button', { name: 'Sim deletar.' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with Cancelar or Esc', async () => {
    const { user, onConfirm, onCancel } = renderDialog();
    expect(screen.getByRole('dialog')).toHaveTextContent('Não será possível reverter!');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('waits while the delete is on its way: no second confirm, no closing', async () => {
    const { user, onConfirm, onCancel } = renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: /Sim deletar\./ })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Excluindo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows nothing when closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
