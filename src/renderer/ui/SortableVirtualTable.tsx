import { useRef, type CSSProperties, type ReactNode } from 'react';
import { DragDropContext, Draggable, Droppable, type DraggableProvided, type DraggableStateSnapshot } from '@hello-pangea/dnd';
import Box from '@mui/material/Box';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { sortableDragProps, sortableItemState, type ReorderMove, type SortableItemState } from './SortableList';
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
  /** one node per column, in the columns' order */
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
 * A table reordered by dragging (mouse or keyboard, announced in Portuguese like SortableList)
 * whose rows are virtual: a category of 5,000 products keeps only the rows in view (plus a few)
 * in the page. The rows are ARIA table rows laid out on a CSS grid, so a dragged row (a clone
 * the library moves over the page) keeps its columns, and the table reads as a table.
 */
export function SortableVirtualTable<T>({
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
  // eslint-disable-next-line react-hooks/incompatible-library
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

  const row = (item: T, index: number, draggable: DraggableProvided, snapshot: DraggableStateSnapshot, position?: CSSProperties) => (
    <Box
      role="row"
      aria-rowindex={index + 2}
      ref={draggable.innerRef}
      {...draggable.draggableProps}
      style={{ ...draggable.draggableProps.style, ...position }}
      sx={{
        display: 'grid',
        gridTemplateColumns: template,
        alignItems: 'center',
        height: rowHeight,
        boxSizing: 'border-box',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        ...(snapshot.isDragging && { boxShadow: 3 }),
      }}
    >
      {renderCells(item, sortableItemState(draggable, snapshot, index, getName(item))).map((cell, i) => (
        <Box key={i} role="cell" sx={{ px: 1, minWidth: 0, overflow: 'hidden' }}>
          {cell}
        </Box>
      ))}
    </Box>
  );

  return (
    <Box role="table" aria-label={label} aria-rowcount={items.length + 1} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
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
      <DragDropContext {...sortableDragProps(items, onReorder)}>
        <Droppable
          droppableId="sortable-table"
          mode="virtual"
          renderClone={(draggable, snapshot, rubric) => {
            const item = items[rubric.source.index];
            return item === undefined ? <div ref={draggable.innerRef} {...draggable.draggableProps} /> : row(item, rubric.source.index, draggable, snapshot);
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
                    <Draggable key={v.key} draggableId={String(getId(item))} index={v.index} isDragDisabled={disabled}>
                      {(draggable, snapshot) =>
                        // placed with top, not transform: the drag library moves rows aside with transform
                        row(item, v.index, draggable, snapshot, { position: 'absolute', top: v.start, left: 0, width: '100%' })
                      }
                    </Draggable>
                  );
                })}
              </div>
            </Box>
          )}
        </Droppable>
      </DragDropContext>
    </Box>
  );
}
