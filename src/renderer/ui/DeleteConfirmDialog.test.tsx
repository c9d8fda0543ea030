import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteConfirmDialog, useDeleteConfirm } from './DeleteConfirmDialog';

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

type Outcome = { data: unknown } | { error: unknown };

function Screen({ remove, onDeleted }: { remove: (name: string) => Promise<Outcome>; onDeleted: (name: string) => void }) {
  const deletion = useDeleteConfirm(remove, { name: (n: string) => n, busy: false, onDeleted });
  return (
    <>
      <button onClick={() => deletion.ask('Pizza Calabresa')}>Excluir</button>
      <DeleteConfirmDialog {...deletion.dialog} />
    </>
  );
}

describe('useDeleteConfirm', () => {
  it('deletes what was asked for, and closes only once the platform took it', async () => {
    const remove = vi.fn<(name: string) => Promise<Outcome>>().mockResolvedValueOnce({ error: 'recusado' }).mockResolvedValueOnce({ data: true });
    const onDeleted = vi.fn();
    render(<Screen remove={remove} onDeleted={onDeleted} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Pizza Calabresa');
    // refused: the dialog stays (the data layer said why)
    await user.click(within(dialog).getByRole('button', { name: 'Sim deletar.' }));
    expect(remove).toHaveBeenLastCalledWith('Pizza Calabresa');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
    // taken: onDeleted, then closed
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sim deletar.' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(onDeleted).toHaveBeenCalledWith('Pizza Calabresa');
  });
});
