import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import PaginationItem from '@mui/material/PaginationItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { MESSAGES } from './messages';
import { KIT_MESSAGES } from './kitMessages';
import { clampPage, pageNumbers, pageRows, totalPagesFor } from './pagination';
import { sortRows, type SortDirection, type SortValue } from './sortRows';
import { singleColumns, stackColumns, type ColumnGroup, type WhenNarrow } from './stackColumns';
import { useStackWhenNarrow } from './useStackWhenNarrow';

export interface Column<Row> {
  /** unique within the table */
  id: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** makes the column sortable by clicking its header: what the rows are ordered by */
  sortValue?: (row: Row) => SortValue;
  width?: number | string;
  /**
   * A secondary column: when the table's columns do not fit its box (a 1024 px screen with the
   * side menu open), its content goes under the column `under` names, in that column's cell, and
   * its name (with its sort) under that column's name. Nothing is hidden and the page does not
   * scroll sideways.
   */
  whenNarrow?: WhenNarrow;
}

export interface TableSort {
  columnId: string;
  direction: SortDirection;
}

interface CommonProps<Row> {
  columns: ReadonlyArray<Column<Row>>;
  /** client mode: every row; server mode: the rows of the current page */
  rows: readonly Row[];
  getRowKey: (row: Row) => string | number;
  /** the table's accessible name, e.g. 'Faturas' */
  label: string;
  /** rows per page (client mode; in server mode only with `total`). Default 10. */
  pageSize?: number;
  /** the single row shown when there are no rows (default 'Nenhum registro encontrado.') */
  emptyMessage?: string;
  /** covers the table with a progress while a page loads; the rows stay visible below */
  loading?: boolean;
  /** the order before any header is clicked */
  defaultSort?: TableSort;
  size?: 'small' | 'medium';
}

/** Client mode: the table slices `rows` into pages itself. */
interface ClientPaging {
  /**
   * A value whose change takes the table back to page 1, its sort and its rows kept (the search
   * typed above it): a new `key` would draw every row again with each key.
   */
  resetPageOn?: unknown;
  page?: never;
  onPageChange?: never;
  totalPages?: never;
  total?: never;
}

/** Server mode: the screen holds the page and gives the rows of that page. */
type ServerPaging = { page: number; onPageChange: (page: number) => void; resetPageOn?: never } & (
  | { totalPages: number; total?: never }
  | { total: number; totalPages?: never }
);

export type PaginatedTableProps<Row> = CommonProps<Row> & (ClientPaging | ServerPaging);

const DEFAULT_PAGE_SIZE = 10;

/**
 * The back-office table: sortable columns, 5 page numbers with previous/next, an empty-message
 * row and an optional loading overlay. Presentational: it fetches nothing.
 *
 * Two modes:
 * - client (no `onPageChange`): give every row and `pageSize`; it sorts all rows and pages them.
 *   The page is kept inside the pages left when the rows change (a search that leaves fewer
 *   rows); `resetPageOn={search}` goes back to page 1 with a new search, the sort kept.
 * - server (`page` + `onPageChange`, and `totalPages` or `total` + `pageSize`): give the rows of
 *   the current page; a sortable column then orders only the rows of that page.
 *
 * @example
 * <PaginatedTable label="Faturas" rows={faturas} getRowKey={(f) => f.id} pageSize={15}
 *   columns={[{ id: 'venc', header: 'Vencimento', render: (f) => formatCalendarDay(f.vencimento), sortValue: (f) => f.vencimento }]} />
 */
export function PaginatedTable<Row>(props: PaginatedTableProps<Row>) {
  const { columns, rows, getRowKey, label, emptyMessage = KIT_MESSAGES.tableEmpty, loading = false, size = 'medium' } = props;
  const pageSize = props.pageSize ?? DEFAULT_PAGE_SIZE;
  const server = props.onPageChange !== undefined;
  const [clientPage, setClientPage] = useState(1);
  const [pageOf, setPageOf] = useState(props.resetPageOn);
  if (!Object.is(pageOf, props.resetPageOn)) {
    setPageOf(props.resetPageOn);
    setClientPage(1);
  }
  const [sort, setSort] = useState<TableSort | undefined>(props.defaultSort);

  const box = useRef<HTMLDivElement>(null);
  const stacked = useStackWhenNarrow(box, columns.some((c) => c.whenNarrow));
  const groups = stacked ? stackColumns(columns) : singleColumns(columns);

  const sortBy = sort && columns.find((c) => c.id === sort.columnId)?.sortValue;
  const sorted = sort && sortBy ? sortRows(rows, sortBy, sort.direction) : rows;

  let totalPages: number;
  let page: number;
  let shown: readonly Row[];
  if (server) {
    totalPages = props.totalPages ?? totalPagesFor(props.total ?? 0, pageSize);
    page = clampPage(props.page, totalPages);
    shown = sorted;
  } else {
    totalPages = totalPagesFor(rows.length, pageSize);
    page = clampPage(clientPage, totalPages);
    shown = pageRows(sorted, page, pageSize);
  }

  // Server mode: a page past the end (the last rows were deleted, a new filter has fewer pages)
  // is brought back to the last page, once the screen knows how many pages there are.
  const serverPage = server ? props.page : undefined;
  const onPageChange = server ? props.onPageChange : undefined;
  useEffect(() => {
    if (onPageChange && !loading && totalPages > 0 && serverPage !== page) onPageChange(page);
  }, [onPageChange, loading, totalPages, serverPage, page]);

  const goTo = (next: number) => {
    const target = clampPage(next, totalPages);
    if (target === page) return;
    if (server) props.onPageChange(target);
    else setClientPage(target);
  };

  const toggleSort = (columnId: string) => {
    setSort((current) =>
      current?.columnId === columnId
        ? { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { columnId, direction: 'asc' },
    );
    if (!server) setClientPage(1);
  };

  return (
    <Box>
      <Box sx={{ position: 'relative' }}>
        <TableContainer ref={box}>
          <Table size={size} aria-label={label} aria-busy={loading}>
            <TableHead>
              <TableRow>
                {groups.map(({ host, guests }) => {
                  const group = [host, ...guests];
                  const active = group.find((c) => c.id === sort?.columnId && c.sortValue);
                  const direction = active && sort ? sort.direction : 'asc';
                  const headerOf = (column: Column<Row>) =>
                    column.sortValue ? (
                      // in a narrow column the arrow goes under the name rather than widen the table
                      <TableSortLabel active={column === active} direction={column === active ? direction : 'asc'} onClick={() => toggleSort(column.id)} sx={{ flexWrap: 'wrap' }}>
                        {column.header}
                      </TableSortLabel>
                    ) : (
                      column.header
                    );
                  return (
                    <TableCell
                      key={host.id}
                      align={host.align}
                      sx={{ width: host.width, fontWeight: 'bold' }}
                      aria-sort={
                        group.some((c) => c.sortValue) ? (active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none') : undefined
                      }
                    >
                      {guests.length === 0
                        ? headerOf(host)
                        : group.map((column, i) => (
                            <Box key={column.id} sx={{ display: 'block', ...(i > 0 && { fontWeight: 'normal', color: 'text.secondary' }) }}>
                              {headerOf(column)}
                            </Box>
                          ))}
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((row) => (
                <TableRow key={getRowKey(row)} hover>
                  {groups.map((group) => (
                    <TableCell key={group.host.id} align={group.host.align}>
                      <GroupContent group={group} row={row} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              {shown.length === 0 && (
                <TableRow>
                  <TableCell colSpan={groups.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                    {loading ? MESSAGES.loading : emptyMessage}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        {loading && (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: 'rgba(255, 255, 255, 0.6)',
            }}
          >
            <CircularProgress aria-label={MESSAGES.loading} />
          </Box>
        )}
      </Box>
      {totalPages > 1 && <PageControl page={page} totalPages={totalPages} onGoTo={goTo} disabled={loading} />}
    </Box>
  );
}

/**
 * A cell's content: its column's, then each column stacked under it, one line each. When a line
 * is named, every line is (name at the left, content at the right, in a grid so they align).
 */
function GroupContent<Row>({ group: { host, guests }, row }: { group: ColumnGroup<Column<Row>>; row: Row }) {
  if (guests.length === 0) return host.render(row);
  const lines = [host, ...guests];
  const justify = host.align === 'right' ? 'end' : host.align === 'center' ? 'center' : 'start';
  if (!guests.some((c) => c.whenNarrow?.labelled)) {
    return lines.map((column, i) => (
      <Box key={column.id} sx={{ mt: i > 0 ? 0.5 : 0 }}>
        {column.render(row)}
      </Box>
    ));
  }
  return (
    <Box sx={{ display: 'inline-grid', gridTemplateColumns: 'auto auto', columnGap: 1, rowGap: 0.5, alignItems: 'center', justifyItems: justify, textAlign: 'left' }}>
      {lines.map((column) => (
        <Fragment key={column.id}>
          <Box component="span" sx={{ color: 'text.secondary', typography: 'caption', justifySelf: 'start' }}>
            {column.header}
          </Box>
          <Box component="span" sx={{ display: 'flex' }}>
            {column.render(row)}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}

function PageControl({
  page,
  totalPages,
  onGoTo,
  disabled,
}: {
  page: number;
  totalPages: number;
  onGoTo: (page: number) => void;
  disabled: boolean;
}) {
  return (
    <Box component="nav" aria-label="Paginação" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, mt: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
        Página {page} de {totalPages}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
        <li>
          <PaginationItem
            type="previous"
            aria-label="Página anterior"
            disabled={disabled || page <= 1}
            onClick={() => onGoTo(page - 1)}
          />
        </li>
        {pageNumbers(page, totalPages).map((n) => (
          <li key={n}>
            <PaginationItem
              type="page"
              page={n}
              selected={n === page}
              aria-label={`Página ${n}`}
              aria-current={n === page ? 'page' : undefined}
              disabled={disabled}
              onClick={() => onGoTo(n)}
            />
          </li>
        ))}
        <li>
          <PaginationItem
            type="next"
            aria-label="Próxima página"
            disabled={disabled || page >= totalPages}
            onClick={() => onGoTo(page + 1)}
          />
        </li>
      </Box>
    </Box>
  );
}
