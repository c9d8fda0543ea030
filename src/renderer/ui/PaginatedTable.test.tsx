import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PaginatedTable, type Column } from './PaginatedTable';

interface Invoice {
  id: number;
  cliente: string;
  valor: number;
}

const invoices: Invoice[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  cliente: `Cliente ${String(i + 1).padStart(2, '0')}`,
  valor: ((i * 7) % 23) + 1,
}));

const columns: Array<Column<Invoice>> = [
  { id: 'id', header: 'Pedido', render: (r) => `#${r.id}` },
  { id: 'cliente', header: 'Cliente', render: (r) => r.cliente, sortValue: (r) => r.cliente },
  { id: 'valor', header: 'Valor', render: (r) => `R$ ${r.valor}`, align: 'right', sortValue: (r) => r.valor },
];

/** the first cell of each body row */
function firstCells() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
}

describe('PaginatedTable, client mode', () => {
  it('shows the first page, 5 page numbers and moves with the numbers and previous/next', async () => {
    const user = userEvent.setup();
    render(<PaginatedTable label="Pedidos" columns={columns} rows={invoices} getRowKey={(r) => r.id} pageSize={2} />);
    expect(screen.getByRole('table', { name: 'Pedidos' })).toBeInTheDocument();
    expect(firstCells()).toEqual(['#1', '#2']);
    const nav = screen.getByRole('navigation', { name: 'Paginação' });
    const numbers = () => within(nav).getAllByRole('button', { name: /^Página \d+$/ }).map((b) => b.textContent);
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(nav).toHaveTextContent('Página 1 de 12');

    await user.click(screen.getByRole('button', { name: 'Página 5' }));
    expect(firstCells()).toEqual(['#9', '#10']);
    expect(numbers()).toEqual(['3', '4', '5', '6', '7']);

    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(firstCells()).toEqual(['#11', '#12']);
    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(firstCells()).toEqual(['#9', '#10']);
  });

  it('ends on the last page with its remaining rows and next disabled', async () => {
    const user = userEvent.setup();
    render(<PaginatedTable label="Pedidos" columns={columns} rows={invoices} getRowKey={(r) => r.id} pageSize={10} />);
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(firstCells()).toEqual(['#21', '#22', '#23']);
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  });

  it('sorts by a sortable column, ascending then descending, with aria-sort', async () => {
    const user = userEvent.setup();
    render(<PaginatedTable label="Pedidos" columns={columns} rows={invoices} getRowKey={(r) => r.id} pageSize={3} />);
    const valueHeader = screen.getByRole('columnheader', { name: 'Valor' });
    expect(valueHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Pedido' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Pedido' })).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await user.click(within(valueHeader).getByRole('button', { name: 'Valor' }));
    expect(valueHeader).toHaveAttribute('aria-sort', 'ascending');
    // sorted over every row, back on page 1: the three smallest values
    const values = () => screen.getAllByRole('cell').filter((c) => c.textContent?.startsWith('R$')).map((c) => c.textContent);
    expect(values()).toEqual(['R$ 1', 'R$ 2', 'R$ 3']);
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(valueHeader).getByRole('button', { name: 'Valor' }));
    expect(valueHeader).toHaveAttribute('aria-sort', 'descending');
    expect(values()).toEqual(['R$ 23', 'R$ 22', 'R$ 21']);
  });

  it('starts from the default sort', () => {
    render(
      <PaginatedTable
        label="Pedidos"
        columns={columns}
        rows={invoices}
        getRowKey={(r) => r.id}
        defaultSort={{ columnId: 'cliente', direction: 'desc' }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Cliente' })).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()[0]).toBe('#23');
  });

  it('stays on the last page left when the rows shrink', async () => {
    const user = userEvent.setup();
    function Filtered() {
      const [rows, setRows] = useState(invoices);
      return (
        <>
          <button onClick={() => setRows(invoices.slice(0, 5))}>Filtrar</button>
          <PaginatedTable label="Pedidos" columns={columns} rows={rows} getRowKey={(r) => r.id} pageSize={2} />
        </>
      );
    }
    render(<Filtered />);
    await user.click(screen.getByRole('button', { name: 'Página 5' }));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(firstCells()).toEqual(['#5']);
    expect(screen.getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the empty message in one row and no pagination without rows', () => {
    render(
      <PaginatedTable label="Faturas" columns={columns} rows={[]} getRowKey={(r) => r.id} emptyMessage="Nenhuma fatura para listar." />,
    );
    const [, body] = screen.getAllByRole('rowgroup');
    const cell = within(body!).getByRole('cell');
    expect(cell).toHaveTextContent('Nenhuma fatura para listar.');
    expect(cell).toHaveAttribute('colspan', '3');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows no pagination when every row fits on one page', () => {
    render(<PaginatedTable label="Pedidos" columns={columns} rows={invoices.slice(0, 4)} getRowKey={(r) => r.id} />);
    expect(firstCells()).toHaveLength(4);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('PaginatedTable, server mode', () => {
  it('shows the rows given and asks the screen for another page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <PaginatedTable
        label="Transações"
        columns={columns}
        rows={invoices.slice(15, 30)}
        getRowKey={(r) => r.id}
        page={2}
        total={47}
        pageSize={15}
        onPageChange={onPageChange}
      />,
    );
    expect(firstCells()).toHaveLength(8);
    expect(screen.getByRole('navigation')).toHaveTextContent('Página 2 de 4');
    await user.click(screen.getByRole('button', { name: 'Página 4' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    // the rows stay the screen's: nothing changes until it gives another page
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('brings a page past the end back to the last page', () => {
    const onPageChange = vi.fn();
    render(
      <PaginatedTable label="Transações" columns={columns} rows={[]} getRowKey={(r) => r.id} page={9} totalPages={4} onPageChange={onPageChange} />,
    );
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it('covers the table with a progress while loading and keeps the buttons still', () => {
    const onPageChange = vi.fn();
    render(
      <PaginatedTable
        label="Transações"
        columns={columns}
        rows={invoices.slice(0, 3)}
        getRowKey={(r) => r.id}
        page={1}
        totalPages={3}
        onPageChange={onPageChange}
        loading
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Carregando...' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Transações' })).toHaveAttribute('aria-busy', 'true');
    expect(firstCells()).toEqual(['#1', '#2', '#3']);
    expect(screen.getByRole('button', { name: 'Página 2' })).toBeDisabled();
  });

  it('says Carregando... instead of the empty message during the first load', () => {
    render(<PaginatedTable label="Transações" columns={columns} rows={[]} getRowKey={(r) => r.id} page={1} totalPages={0} onPageChange={vi.fn()} loading />);
    expect(screen.queryByText('Nenhum registro encontrado.')).not.toBeInTheDocument();
    expect(within(screen.getAllByRole('rowgroup')[1]!).getByRole('cell')).toHaveTextContent('Carregando...');
  });
});
