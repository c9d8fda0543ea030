import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('goes back to page 1 when its resetPageOn changes, keeping the sort and the rows still shown', async () => {
    const user = userEvent.setup();
    function Searched() {
      const [search, setSearch] = useState('');
      const rows = invoices.filter((r) => r.cliente.includes(search));
      return (
        <>
          <button onClick={() => setSearch('Cliente 1')}>Procurar</button>
          <PaginatedTable label="Pedidos" columns={columns} rows={rows} getRowKey={(r) => r.id} pageSize={2} resetPageOn={search} />
        </>
      );
    }
    render(<Searched />);
    const clientHeader = screen.getByRole('columnheader', { name: 'Cliente' });
    await user.click(within(clientHeader).getByRole('button', { name: 'Cliente' }));
    await user.click(within(clientHeader).getByRole('button', { name: 'Cliente' }));
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(firstCells()).toEqual(['#19', '#18']);
    const kept = screen.getByRole('cell', { name: '#19' });
    await user.click(screen.getByRole('button', { name: 'Procurar' }));
    // 'Cliente 1' and 'Cliente 10' to 'Cliente 19', still from the last down
    expect(firstCells()).toEqual(['#19', '#18']);
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    expect(clientHeader).toHaveAttribute('aria-sort', 'descending');
    // the same row, not drawn again
    expect(screen.getByRole('cell', { name: '#19' })).toBe(kept);
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
  type ServerPage = { rows: Invoice[]; page: number; pageSize?: number; loading?: boolean } & ({ total: number } | { totalPages: number });
  /** the table as a screen that pages on the platform draws it ('Transações'); what it asks the screen goes to the mock returned */
  function renderServerPage(serverPage: ServerPage) {
    const onPageChange = vi.fn();
    render(<PaginatedTable label="Transações" columns={columns} getRowKey={(r) => r.id} onPageChange={onPageChange} {...serverPage} />);
    return onPageChange;
  }

  it('shows the rows given and asks the screen for another page', async () => {
    const user = userEvent.setup();
    const onPageChange = renderServerPage({ rows: invoices.slice(15, 30), page: 2, total: 47, pageSize: 15 });
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
    const onPageChange = renderServerPage({ rows: [], page: 9, totalPages: 4 });
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it('covers the table with a progress while loading and keeps the buttons still', () => {
    renderServerPage({ rows: invoices.slice(0, 3), page: 1, totalPages: 3, loading: true });
    expect(screen.getByRole('progressbar', { name: 'Carregando...' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Transações' })).toHaveAttribute('aria-busy', 'true');
    expect(firstCells()).toEqual(['#1', '#2', '#3']);
    expect(screen.getByRole('button', { name: 'Página 2' })).toBeDisabled();
  });

  it('says Carregando... instead of the empty message during the first load', () => {
    renderServerPage({ rows: [], page: 1, totalPages: 0, loading: true });
    expect(screen.queryByText('Nenhum registro encontrado.')).not.toBeInTheDocument();
    expect(within(screen.getAllByRole('rowgroup')[1]!).getByRole('cell')).toHaveTextContent('Carregando...');
  });
});

describe('PaginatedTable, columns that do not fit its box', () => {
  interface Sale {
    id: number;
    data: string;
    subtotal: number;
    entrega: number;
  }
  const sales: Sale[] = [
    { id: 1, data: '02/11/2026', subtotal: 30, entrega: 5 },
    { id: 2, data: '01/11/2026', subtotal: 20, entrega: 7 },
  ];
  const saleColumns: Array<Column<Sale>> = [
    { id: 'pedido', header: 'Pedido', render: (r) => `#${r.id}`, sortValue: (r) => r.id },
    { id: 'data', header: 'Data', render: (r) => r.data, sortValue: (r) => r.data.split('/').reverse().join(''), whenNarrow: { under: 'pedido' } },
    { id: 'entrega', header: 'Entrega', align: 'right', render: (r) => `R$ ${r.entrega}`, whenNarrow: { under: 'total', labelled: true } },
    { id: 'total', header: 'Total', align: 'right', render: (r) => `R$ ${r.subtotal + r.entrega}` },
  ];

  /** jsdom lays nothing out: the table's box says how wide it is and what its columns need */
  let box = { width: 700, needs: 900 };
  let resized: (() => void) | undefined;
  function layOut(width: number, needs: number) {
    box = { width, needs };
    const container = (el: Element) => el.classList.contains('MuiTableContainer-root');
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return container(this) ? box.width : 0;
    });
    // stacked, the columns need less than the box
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      if (!container(this)) return 0;
      return this.querySelectorAll('thead th').length === saleColumns.length ? box.needs : Math.min(box.width, 600);
    });
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
  }
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    resized = undefined;
  });

  const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);
  const rowTexts = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row').map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));

  it('keeps one column each when they fit', () => {
    layOut(1000, 900);
    render(<PaginatedTable label="Vendas" columns={saleColumns} rows={sales} getRowKey={(r) => r.id} />);
    expect(headers()).toEqual(['Pedido', 'Data', 'Entrega', 'Total']);
    expect(rowTexts()[0]).toEqual(['#1', '02/11/2026', 'R$ 5', 'R$ 35']);
  });

  it('puts the secondary columns under their primary ones, named where asked, and sorts by either', async () => {
    layOut(700, 900);
    const user = userEvent.setup();
    render(<PaginatedTable label="Vendas" columns={saleColumns} rows={sales} getRowKey={(r) => r.id} />);
    expect(headers()).toEqual(['PedidoData', 'TotalEntrega']);
    // nothing hidden: every value of the row is in its cells; the figures say their names
    expect(rowTexts()).toEqual([
      ['#102/11/2026', 'TotalR$ 35EntregaR$ 5'],
      ['#201/11/2026', 'TotalR$ 27EntregaR$ 7'],
    ]);
    const first = screen.getAllByRole('columnheader')[0]!;
    expect(first).toHaveAttribute('aria-sort', 'none');
    await user.click(within(first).getByRole('button', { name: 'Data' }));
    expect(first).toHaveAttribute('aria-sort', 'ascending');
    expect(rowTexts().map((cells) => cells[0])).toEqual(['#201/11/2026', '#102/11/2026']);
    await user.click(within(first).getByRole('button', { name: 'Pedido' }));
    expect(rowTexts().map((cells) => cells[0])).toEqual(['#102/11/2026', '#201/11/2026']);
  });

  it('goes back to one column each when its box grows to what they need', () => {
    layOut(700, 900);
    render(<PaginatedTable label="Vendas" columns={saleColumns} rows={sales} getRowKey={(r) => r.id} />);
    expect(headers()).toEqual(['PedidoData', 'TotalEntrega']);
    box = { width: 880, needs: 900 };
    act(() => resized!());
    expect(headers()).toEqual(['PedidoData', 'TotalEntrega']);
    box = { width: 900, needs: 900 };
    act(() => resized!());
    expect(headers()).toEqual(['Pedido', 'Data', 'Entrega', 'Total']);
  });
});
