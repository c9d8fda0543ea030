import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BusyButton } from './BusyButton';

describe('BusyButton', () => {
  it('is pressed like any button while nothing runs', async () => {
    const onClick = vi.fn();
    render(
      <BusyButton busy={false} onClick={onClick}>
        Salvar
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Salvar' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(button.querySelector('[role="progressbar"]')).toBeNull();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while its request runs: a hidden progress before the label, and it cannot be pressed', () => {
    render(<BusyButton busy>Enviar</BusyButton>);
    const button = screen.getByRole('button', { name: 'Enviar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(button.querySelector('[role="progressbar"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('names its progress when told (busyLabel), and stays disabled for its own reason when not busy', () => {
    const { rerender } = render(
      <BusyButton busy busyLabel="Excluindo">
        Sim deletar.
      </BusyButton>,
    );
    expect(screen.getByRole('progressbar', { name: 'Excluindo' })).toBeInTheDocument();
    rerender(
      <BusyButton busy={false} disabled>
        Sim deletar.
      </BusyButton>,
    );
    expect(screen.getByRole('button', { name: 'Sim deletar.' })).toBeDisabled();
  });
});
