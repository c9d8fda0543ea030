import { render, screen, within } from '@testing-library/react';
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
