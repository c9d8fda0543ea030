import { memo, useRef, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { DragDropContext, Draggable, Droppable, type DraggableProvided, type DraggableStateSnapshot } from '@hello-pangea/dnd';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { DragHandleStyles, sortableDragProps, sortableItemState, type ReorderMove, type SortableItemState } from './SortableList';
import { observeRectOrWindow } from './virtualRect';
import { visuallyHidden } from './visuallyHidden';

export interface SortableColumn {
  /** the column's header; `hidden` ones are read by screen readers only (the drag handle's) */
  header: string;
  hidden?: boolean;
  /** a CSS grid track: '40px', 'minmax(0, 1fr)', 'max-content'... */
  width: string;
}

export interface SortableVirtualTableProps<T> {
  /** the table's accessible name, e.g. 'Produtos de Bebidas' */
  label: string;
  columns: readonly SortableColumn[];
  items: readonly T[];
  getId: (item: T) => string | number;
  /** the item's name in the handle's label: 'Arrastar para reordenar {name}' */
  getName: (item: T) => string;
  /**
   * one node per column, in the columns' order. Keep it the same function while nothing it shows
   * changes (useCallback): a row is drawn again only when its item, its place or this changes.
   */
  renderCells: (item: T, state: SortableItemState) => ReactNode[];
  /** the new order after a drop on another place; apply it at once (it is what the table shows) */
  onReorder: (next: T[], move: ReorderMove<T>) => void;
  /** no dragging (e.g. while a search filters the list) */
  disabled?: boolean;
  /** every row's height in px (rows are positioned, not measured) */
  rowHeight: number;
  /** the scrolling body's maximum height (CSS) */
  maxHeight: string;
}

/**
 * The rows' looks, set once for every table: a row and its cells are plain elements with these
 * classes (with MUI parts and `sx`, each row drawn serialised its styles again: typing in the
 * search of a 5,000-product category draws a screenful of new rows per key). Global, because the
 * dragged row is a clone drawn in <body>, outside the table.
 */
const rowStyles = (theme: Theme) => ({
  '.sortable-table__row': {
    display: 'grid',
    alignItems: 'center',
    boxSizing: 'border-box' as const,
    borderBottom: `1px solid ${theme.palette.divider}`,
    background: theme.palette.background.paper,
  },
  '.sortable-table__row[data-dragging]': { boxShadow: theme.shadows[3] },
  '.sortable-table__cell': { padding: theme.spacing(0, 1), minWidth: 0, overflow: 'hidden' },
});

const RowStyles = memo(function RowStyles() {
  return <GlobalStyles styles={rowStyles} />;
});

interface RowLayout {
  /** the columns' CSS grid tracks */
  template: string;
  rowHeight: number;
}

function rowElement<T>(
  item: T,
  index: number,
  name: string,
  renderCells: SortableVirtualTableProps<T>['renderCells'],
  layout: RowLayout,
  draggable: DraggableProvided,
  snapshot: DraggableStateSnapshot,
  position?: CSSProperties,
) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className="sortable-table__row"
      data-dragging={snapshot.isDragging ? '' : undefined}
      ref={draggable.innerRef}
      {...draggable.draggableProps}
      style={{ ...draggable.draggableProps.style, ...position, gridTemplateColumns: layout.template, height: layout.rowHeight }}
    >
      <RowCells item={item} index={index} name={name} renderCells={renderCells} handle={draggable.dragHandleProps} isDragging={snapshot.isDragging} />
    </div>
  );
}

interface RowCellsProps<T> {
  item: T;
  index: number;
  name: string;
  renderCells: SortableVirtualTableProps<T>['renderCells'];
  /** the library's, the same object while the row's drag state does not change */
  handle: DraggableProvided['dragHandleProps'];
  isDragging: boolean;
}

/**
 * memoised apart from the row: the drag library draws every row again when a drag starts and
 * ends (their transition styles), and a row's cells need not follow
 */
const RowCells = memo(function RowCells<T>({ item, index, name, renderCells, handle, isDragging }: RowCellsProps<T>) {
  return renderCells(item, sortableItemState({ dragHandleProps: handle }, { isDragging }, index, name)).map((cell, i) => (
    <div key={i} role="cell" className="sortable-table__cell">
      {cell}
    </div>
  ));
}) as <T>(props: RowCellsProps<T>) => ReactElement;

interface SortableRowProps<T> extends RowLayout {
  item: T;
  id: string;
  name: string;
  index: number;
  top: number;
  disabled: boolean;
  renderCells: SortableVirtualTableProps<T>['renderCells'];
}

/** memoised: a search, a scroll or a drop draws only the rows whose item or place changed */
const SortableRow = memo(function SortableRow<T>({ item, id, name, index, top, disabled, renderCells, template, rowHeight }: SortableRowProps<T>) {
  return (
    <Draggable draggableId={id} index={index} isDragDisabled={disabled}>
      {(draggable, snapshot) =>
        // placed with top, not transform: the drag library moves rows aside with transform
        rowElement(item, index, name, renderCells, { template, rowHeight }, draggable, snapshot, { position: 'absolute', top, left: 0, width: '100%' })
      }
    </Draggable>
  );
}) as <T>(props: SortableRowProps<T>) => ReactElement;

/**
 * A table reordered by dragging (mouse or keyboard, announced in Portuguese like SortableList)
 * whose rows are virtual: a category of 5,000 products keeps only the rows in view (plus a few)
 * in the page. The rows are ARIA table rows laid out on a CSS grid, so a dragged row (a clone
 * the library moves over the page) keeps its columns, and the table reads as a table.
 */
export const SortableVirtualTable = memo(function SortableVirtualTable<T>({
  label,
  columns,
  items,
  getId,
  getName,
  renderCells,
  onReorder,
  disabled = false,
  rowHeight,
  maxHeight,
}: SortableVirtualTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  // The panel is not built with the React Compiler; the virtualizer stays inside this component.
  const virtualizer: Virtualizer<HTMLDivElement, Element> = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (i) => (items[i] === undefined ? i : getId(items[i])),
    observeElementRect: observeRectOrWindow,
    // the drag library needs rows beyond the edges to know there is more to move over
    overscan: 6,
  });
  const template = columns.map((c) => c.width).join(' ');

  return (
    <Box role="table" aria-label={label} aria-rowcount={items.length + 1} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <RowStyles />
      <DragHandleStyles />
      <HeaderRow columns={columns} template={template} />
      <DragDropContext {...sortableDragProps(items, onReorder)}>
        <Droppable
          droppableId="sortable-table"
          mode="virtual"
          renderClone={(draggable, snapshot, rubric) => {
            const item = items[rubric.source.index];
            return item === undefined ? (
              <div ref={draggable.innerRef} {...draggable.draggableProps} />
            ) : (
              rowElement(item, rubric.source.index, getName(item), renderCells, { template, rowHeight }, draggable, snapshot)
            );
          }}
        >
          {(droppable) => (
            <Box
              role="rowgroup"
              ref={(el: HTMLDivElement | null) => {
                scrollRef.current = el;
                droppable.innerRef(el);
              }}
              {...droppable.droppableProps}
              sx={{ maxHeight, overflowY: 'auto', overflowX: 'hidden' }}
            >
              <div role="presentation" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
                {virtualizer.getVirtualItems().map((v) => {
                  const item = items[v.index];
                  if (item === undefined) return null;
                  return (
                    <SortableRow
                      key={v.key}
                      item={item}
                      id={String(getId(item))}
                      name={getName(item)}
                      index={v.index}
                      top={v.start}
                      disabled={disabled}
                      renderCells={renderCells}
                      template={template}
                      rowHeight={rowHeight}
                    />
                  );
                })}
              </div>
            </Box>
          )}
        </Droppable>
      </DragDropContext>
    </Box>
  );
}) as <T>(props: SortableVirtualTableProps<T>) => ReactElement;

/** memoised: the columns do not change while the rows are searched, scrolled or dragged */
const HeaderRow = memo(function HeaderRow({ columns, template }: { columns: readonly SortableColumn[]; template: string }) {
  return (
    <Box role="rowgroup">
      <Box role="row" aria-rowindex={1} sx={{ display: 'grid', gridTemplateColumns: template, borderBottom: 1, borderColor: 'divider' }}>
        {columns.map((c) => (
          <Box key={c.header} role="columnheader" sx={{ px: 1, py: 1, typography: 'body2', fontWeight: 500, minWidth: 0 }}>
            {c.hidden ? (
              <Box component="span" sx={visuallyHidden}>
                {c.header}
              </Box>
            ) : (
              c.header
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
});
