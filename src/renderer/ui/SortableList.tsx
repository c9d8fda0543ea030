import { memo, type ReactNode } from 'react';
import {
  DragDropContext,
  Draggable,
  Droppable,
  type DragDropContextProps,
  type DraggableProvidedDragHandleProps,
  type DraggableStateSnapshot,
  type DraggableProvided,
  type DropResult,
} from '@hello-pangea/dnd';
import GlobalStyles from '@mui/material/GlobalStyles';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TableBody from '@mui/material/TableBody';
import TableRow from '@mui/material/TableRow';
import DragIndicator from '@mui/icons-material/DragIndicator';
import type { Theme } from '@mui/material/styles';
import { KIT_MESSAGES } from './kitMessages';
import { moveItem } from './reorder';

/** What the handle element spreads: the library's handle props and its Portuguese label. */
export type DragHandleProps = DraggableProvidedDragHandleProps & { 'aria-label': string };

export interface SortableItemState {
  /** spread on the drag handle (or use <DragHandle {...state} />); null while disabled */
  dragHandleProps: DragHandleProps | null;
  isDragging: boolean;
  index: number;
}

export interface ReorderMove<T> {
  from: number;
  to: number;
  item: T;
}

export interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => string | number;
  /** the item's name in the handle's label: 'Arrastar para reordenar {name}' */
  getName: (item: T) => string;
  /** an item's content: the list item's content, or a table row's cells (variant 'table') */
  renderItem: (item: T, state: SortableItemState) => ReactNode;
  /** the new order after a drop on another place; apply it at once (it is what the list shows) */
  onReorder: (next: T[], move: ReorderMove<T>) => void;
  /** 'list' (an <ul> of MUI ListItems, default) or 'table' (a MUI TableBody of TableRows: put it inside <Table>) */
  variant?: 'list' | 'table';
  /** no dragging (e.g. while a reorder is saved, or while a search filters the list) */
  disabled?: boolean;
  /** the list's accessible name, e.g. 'Categorias' */
  label?: string;
}

/**
 * The DragDropContext's props every sortable list shares: the Portuguese instructions and
 * announcements, and the new order handed to onReorder after a drop on another place.
 */
export function sortableDragProps<T>(
  items: readonly T[],
  onReorder: (next: T[], move: ReorderMove<T>) => void,
): Omit<DragDropContextProps, 'children'> {
  const total = items.length;
  const drop = (result: DropResult) => {
    const { source, destination } = result;
    if (!destination || destination.index === source.index) return;
    const item = items[source.index];
    if (item === undefined) return;
    onReorder(moveItem(items, source.index, destination.index), { from: source.index, to: destination.index, item });
  };
  return {
    dragHandleUsageInstructions: KIT_MESSAGES.dragInstructions,
    onDragStart: (start, provided) => provided.announce(KIT_MESSAGES.dragLifted(start.source.index + 1, total)),
    onDragUpdate: (update, provided) => {
      if (update.destination) provided.announce(KIT_MESSAGES.dragMoved(update.destination.index + 1, total));
    },
    onDragEnd: (result, provided) => {
      provided.announce(
        result.destination ? KIT_MESSAGES.dragDropped(result.source.index + 1, result.destination.index + 1) : KIT_MESSAGES.dragCancelled(result.source.index + 1),
      );
      drop(result);
    },
  };
}

/** An item's state for renderItem, from the library's draggable (the handle labelled in Portuguese). */
export function sortableItemState(
  draggable: Pick<DraggableProvided, 'dragHandleProps'>,
  snapshot: Pick<DraggableStateSnapshot, 'isDragging'>,
  index: number,
  name: string,
): SortableItemState {
  return {
    dragHandleProps: draggable.dragHandleProps && { ...draggable.dragHandleProps, 'aria-label': KIT_MESSAGES.dragHandle(name) },
    isDragging: snapshot.isDragging,
    index,
  };
}

/**
 * A list reordered by dragging, with the mouse or the keyboard (focus an item's handle, space to
 * lift, arrows to move, space to drop, Esc to cancel; the steps are announced in Portuguese).
 * Works as a plain list or as the body of a MUI table (products with a drag-handle column).
 *
 * @example
 * <Table><TableHead>...</TableHead>
 *   <SortableList variant="table" items={products} getId={(p) => p.id} getName={(p) => p.nome}
 *     onReorder={(next) => saveOrder(next)}
 *     renderItem={(p, state) => (<><TableCell><DragHandle {...state} /></TableCell><TableCell>{p.nome}</TableCell></>)} />
 * </Table>
 */
export function SortableList<T>({
  items,
  getId,
  getName,
  renderItem,
  onReorder,
  variant = 'list',
  disabled = false,
  label,
}: SortableListProps<T>) {
  return (
    <>
      <DragHandleStyles />
      <DragDropContext {...sortableDragProps(items, onReorder)}>
        <Droppable droppableId="sortable">
          {(droppable) => {
            const children = (
              <>
                {items.map((item, index) => (
                  <Draggable key={getId(item)} draggableId={String(getId(item))} index={index} isDragDisabled={disabled}>
                    {(draggable, snapshot) => {
                      const state = sortableItemState(draggable, snapshot, index, getName(item));
                      const dragging = snapshot.isDragging ? { bgcolor: 'background.paper', boxShadow: 3 } : undefined;
                      return variant === 'table' ? (
                        <TableRow
                          ref={draggable.innerRef}
                          {...draggable.draggableProps}
                          // a dragged row leaves the table's layout: keep its cells side by side
                          sx={{ ...dragging, ...(snapshot.isDragging && { display: 'table', tableLayout: 'fixed' }) }}
                        >
                          {renderItem(item, state)}
                        </TableRow>
                      ) : (
                        <ListItem ref={draggable.innerRef} {...draggable.draggableProps} sx={dragging}>
                          {renderItem(item, state)}
                        </ListItem>
                      );
                    }}
                  </Draggable>
                ))}
                {droppable.placeholder}
              </>
            );
            return variant === 'table' ? (
              <TableBody ref={droppable.innerRef} {...droppable.droppableProps} aria-label={label}>
                {children}
              </TableBody>
            ) : (
              <List ref={droppable.innerRef} {...droppable.droppableProps} aria-label={label}>
                {children}
              </List>
            );
          }}
        </Droppable>
      </DragDropContext>
    </>
  );
}

/** The handle's looks, set once per list (a list draws one handle per item). */
const handleStyles = (theme: Theme) => ({
  '.sortable-handle': {
    display: 'inline-flex',
    alignItems: 'center',
    cursor: 'grab',
    color: theme.palette.text.secondary,
    borderRadius: theme.shape.borderRadius,
  },
  '.sortable-handle:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
});

/** Rendered once by SortableList and SortableVirtualTable, for their DragHandles. */
export const DragHandleStyles = memo(function DragHandleStyles() {
  return <GlobalStyles styles={handleStyles} />;
});

/** The grip an item is dragged by: spread the item's state on it (`<DragHandle {...state} />`). A plain span: a list draws one per item. */
export function DragHandle({ dragHandleProps }: Pick<SortableItemState, 'dragHandleProps'>) {
  if (!dragHandleProps) return <DragIndicator color="disabled" aria-hidden />;
  return (
    <span className="sortable-handle" {...dragHandleProps}>
      <DragIndicator aria-hidden />
    </span>
  );
}
