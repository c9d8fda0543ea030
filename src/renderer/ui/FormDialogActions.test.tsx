import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormDialogActions } from './FormDialogActions';

describe('FormDialogActions', () => {
  it("closes with 'Cancelar' and submits the dialog's form with 'Salvar'", async () => {
    const onClose = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <>
        <form id="item-form" onSubmit={onSubmit} />
        <FormDialogActions formId="item-form" saving={false} onClose={onClose} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('takes other labels, and both buttons wait while the form saves', () => {
    render(<FormDialogActions formId="item-form" saving onClose={vi.fn()} closeLabel="Fechar" submitLabel="Atualizar" />);
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Atualizar' })).toBeDisabled();
  });
});
