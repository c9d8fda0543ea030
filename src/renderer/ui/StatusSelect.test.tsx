import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StatusEntity } from '../../shared/statusCodes';
import { StatusSelect } from './StatusSelect';

async function optionsOf(entity: StatusEntity) {
  const user = userEvent.setup();
  render(<StatusSelect entity={entity} value="S" onChange={vi.fn()} label={`Status ${entity}`} />);
  await user.click(screen.getByRole('combobox', { name: `Status ${entity}` }));
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);
}

describe('StatusSelect', () => {
  it('shows the label of the current code', () => {
    render(<StatusSelect entity="product" value="F" onChange={vi.fn()} label="Status de Pizza Calabresa" />);
    expect(screen.getByRole('combobox', { name: 'Status de Pizza Calabresa' })).toHaveTextContent('Em falta');
  });

  it('offers the codes of the entity', async () => {
    expect(await optionsOf('product')).toEqual(['Ativo', 'Em falta', 'Oculto']);
  });
  it('offers Inativo for variations', async () => {
    expect(await optionsOf('variation')).toEqual(['Ativo', 'Em falta', 'Oculto', 'Inativo']);
  });
  it('offers only Ativo and Oculto for stock items', async () => {
    expect(await optionsOf('stockItem')).toEqual(['Ativo', 'Oculto']);
  });

  it('gives the chosen code at once, and nothing for the same one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StatusSelect entity="category" value="S" onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Oculto' }));
    expect(onChange).toHaveBeenCalledWith('O');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Ativo' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows a code the entity does not offer without offering it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StatusSelect entity="stockItem" value="F" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveTextContent('Em falta');
    await user.click(select);
    expect(screen.getByRole('option', { name: 'Em falta' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Ativo' }));
    expect(onChange).toHaveBeenCalledWith('S');
  });

  it('is locked while busy', () => {
    render(<StatusSelect entity="size" value="N" onChange={vi.fn()} busy />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveAttribute('aria-disabled', 'true');
    expect(select).toHaveTextContent('Inativo');
  });
});

describe('StatusSelect in a long table', () => {
  it('draws no input of its own while closed: a plain combobox, the menu mounted on open', async () => {
    const user = userEvent.setup();
    const { container } = render(<StatusSelect entity="product" value="S" onChange={vi.fn()} label="Status de Pizza" />);
    // a MUI Select per row (input, outline, a closed popover) is what made a long table's rows costly
    expect(container.querySelector('.MuiInputBase-root, input, fieldset')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
    const select = screen.getByRole('combobox', { name: 'Status de Pizza' });
    await user.click(select);
    expect(select).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('listbox', { name: 'Status de Pizza' })).getByRole('option', { name: 'Ativo' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens from the keyboard, and Escape closes it with the focus back on it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StatusSelect entity="product" value="S" onChange={onChange} label="Status de Pizza" />);
    const select = screen.getByRole('combobox', { name: 'Status de Pizza' });
    await user.tab();
    expect(select).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(select).toHaveFocus();
    expect(select).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('option', { name: 'Em falta' }));
    expect(onChange).toHaveBeenCalledWith('F');
  });

  it('does not open while busy', async () => {
    const user = userEvent.setup();
    render(<StatusSelect entity="product" value="S" onChange={vi.fn()} busy />);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
