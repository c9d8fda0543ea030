import { memo, useRef } from 'react';
import Checkbox from '@mui/material/Checkbox';
import GlobalStyles from '@mui/material/GlobalStyles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { DeliveryNeighbourhood } from '../../../shared/api';
import { selectAllState } from './model';
import { NeighbourhoodRow, ROW_HEIGHT } from './NeighbourhoodRow';
import { observeRectOrWindow } from '../../ui/virtualRect';
import { plainPartStyles } from '../../ui/plainParts';

const RowStyles = memo(function RowStyles() {
  return <GlobalStyles styles={plainPartStyles} />;
});

/** Before the table is laid out its height reads 0: count on the window's until the real one is known. */

/**
 * Bairro takes what the others leave. Together they leave it 140 px on a 1024×768 counter PC with
 * the side menu open (a table of 712 px): a long name ends in '…', and the whole name is in its
 * row's labels. Every cell has 8 px at each side, so the values' fields get the width.
 */
const COLUMNS = [
  { header: 'Bairro', width: undefined },
  { header: 'Compra Mínima', width: 112 },
  { header: 'Taxa de Entrega', width: 112 },
  { header: 'Frete grátis', width: 88 },
  { header: 'Entrega Grátis Em...', width: 120 },
  { header: 'Atendido', width: 84 },
];

interface Props {
  cityName: string;
  rows: readonly DeliveryNeighbourhood[];
  selected: ReadonlySet<number>;
  onToggle: (idBairro: number) => void;
  onToggleAll: () => void;
}

/**
 * The neighbourhoods of a city. A big city has hundreds: only the rows in view are in the page
 * (the rows above and below are one empty row each, so the table stays a table for assistive
 * technology and the columns stay aligned). Memoised: a key typed in the search draws the table
 * once, when the rows follow, not also with the box.
 */
export const NeighbourhoodTable = memo(function NeighbourhoodTable({ cityName, rows, selected, onToggle, onToggleAll }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The panel is not built with the React Compiler; the virtualizer stays inside this component.
  const virtualizer: Virtualizer<HTMLDivElement, Element> = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (i) => rows[i]?.id_bairro ?? i,
    observeElementRect: observeRectOrWindow,
    overscan: 6,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const all = selectAllState(rows, selected);

  return (
    <>
      <RowStyles />
      <TableContainer ref={scrollRef} sx={{ maxHeight: 'calc(100vh - 330px)', minHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table stickyHeader size="small" aria-label={`Bairros de ${cityName}`} aria-rowcount={rows.length + 1} sx={{ tableLayout: 'fixed', '& .MuiTableCell-root': { px: 1 }, '& th.MuiTableCell-body': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}>
          <Head all={all} empty={rows.length === 0} onToggleAll={onToggleAll} />
          <TableBody>
            {before > 0 && <TableRow aria-hidden style={{ height: before }} />}
            {items.map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              return <NeighbourhoodRow key={item.key} neighbourhood={row} index={item.index} selected={selected.has(row.id_bairro)} onToggle={onToggle} />;
            })}
            {after > 0 && <TableRow aria-hidden style={{ height: after }} />}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length + 1} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  Nenhum bairro encontrado.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
});

/** The columns' header: drawn again only when the select-all box changes, not on each search key. */
const Head = memo(function Head({ all, empty, onToggleAll }: { all: ReturnType<typeof selectAllState>; empty: boolean; onToggleAll: () => void }) {
  return (
    <TableHead>
      <TableRow>
        <TableCell sx={{ width: 56, px: 1 }}>
          <Checkbox
            checked={all === 'all'}
            indeterminate={all === 'some'}
            onChange={onToggleAll}
            disabled={empty}
            slotProps={{ input: { 'aria-label': 'Selecionar todos os bairros' } }}
          />
        </TableCell>
        {COLUMNS.map((c) => (
          <TableCell key={c.header} sx={{ width: c.width }}>
            {c.header}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
});
