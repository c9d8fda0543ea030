import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { SHORTCUTS, shortcutHint, shortcutOf, shortcutProps, shortcutsPaused, type ShortcutId } from '../../ui/shortcuts';
import { WithShortcutHint } from '../../ui/ShortcutHint';
import { fechadoFor } from '../store/model';
import { openingChangeRequested, selectStoreOpen } from '../store/storeSlice';
import { ORDER_ACTIONS_ID, focusOrderRow, orderForShortcut, orderIdOfRow, stepPending } from './orderFocus';
import { orderSelected, selectOrdersBySection, selectSelectedId } from './ordersSlice';

/** The id of the orders' search field ('/' focuses it). */
export const ORDER_SEARCH_ID = 'busca-pedido';

/** The selected order's button for this shortcut, when it can be used now. */
function actionButton(id: ShortcutId): HTMLButtonElement | null {
  return document.querySelector<HTMLButtonElement>(`#${ORDER_ACTIONS_ID} [data-shortcut="${id}"]:not(:disabled)`);
}

/**
 * The rush's shortcuts on the orders screen (ui/shortcuts.ts): move between pending orders,
 * accept, print, open the chat, open or close the store (after a confirmation), search, and the
 * '?' help. They press the very buttons a person would, so they follow the same rules. A key acts
 * on the order whose row has the focus (selecting it, so the card shows it), else on the selected
 * one. None fires in a field, a dialog, or while a menu, list or popup is open.
 */
export function RushKeyboard() {
  const store = useStore<RootState>();
  const dispatch = useAppDispatch();
  const [help, setHelp] = useState(false);
  const [confirmStore, setConfirmStore] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const id = shortcutOf(event);
      if (id === null || shortcutsPaused(event.target, document)) return;
      const state = store.getState();
      const focusedRow = orderIdOfRow(event.target);
      const selectedId = selectSelectedId(state);
      switch (id) {
        case 'next':
        case 'previous': {
          const pending = selectOrdersBySection(state).pending;
          const from = focusedRow !== null && pending.some((o) => o.id_pedido === focusedRow) ? focusedRow : selectedId;
          const next = stepPending(pending, from, id === 'next' ? 1 : -1);
          if (next === null) return;
          // selected and focused before the key's handler returns: a Tab pressed right after goes on
          // from the new order's row (left to the next frame, a quick Tab went on from where it was)
          flushSync(() => dispatch(orderSelected(next)));
          focusOrderRow(next);
          break;
        }
        case 'accept':
        case 'print':
        case 'chat': {
          const target = orderForShortcut(focusedRow, selectedId);
          if (target === null) return;
          // the card (and so its buttons) of the focused order, drawn now
          if (target !== selectedId) flushSync(() => dispatch(orderSelected(target)));
          const button = actionButton(id);
          if (!button) return;
          // the chat window gives the focus back to what had it (the row, or this button)
          if (id !== 'chat') button.focus();
          button.click();
          break;
        }
        case 'store':
          if (selectStoreOpen(state) === null) return;
          setConfirmStore(true);
          break;
        case 'search':
          document.getElementById(ORDER_SEARCH_ID)?.focus();
          break;
        case 'help':
          setHelp(true);
          break;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, dispatch]);

  return (
    <>
      <WithShortcutHint title={shortcutHint('help')}>
        <Button size="small" startIcon={<KeyboardIcon />} onClick={() => setHelp(true)} {...shortcutProps('help')}>
          Atalhos
        </Button>
      </WithShortcutHint>
      <ShortcutsHelp open={help} onClose={() => setHelp(false)} />
      {confirmStore && <StoreToggleConfirm onClose={() => setConfirmStore(false)} />}
    </>
  );
}

function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="atalhos-titulo" maxWidth="xs" fullWidth>
      <DialogTitle id="atalhos-titulo">Atalhos de teclado</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>Não funcionam enquanto se digita num campo.</DialogContentText>
        <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', '& th, & td': { py: 0.5, textAlign: 'left' } }}>
          <thead>
            <tr>
              <th scope="col">Tecla</th>
              <th scope="col">Ação</th>
            </tr>
          </thead>
          <tbody>
            {Object.values(SHORTCUTS).map((s) => (
              <tr key={s.key}>
                <td>
                  <Box component="kbd" sx={{ fontFamily: 'monospace', fontWeight: 700, px: 0.75, border: 1, borderColor: 'divider', borderRadius: 0.5 }}>
                    {s.label}
                  </Box>
                </td>
                <td>{s.text}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'L': the store opens or closes only once the person confirms. */
function StoreToggleConfirm({ onClose }: { onClose: () => void }) {
  const open = useAppSelector(selectStoreOpen);
  const dispatch = useAppDispatch();
  const title = open ? 'Fechar a loja?' : 'Abrir a loja?';
  return (
    <Dialog open onClose={onClose} aria-labelledby="loja-confirmar-titulo" aria-describedby="loja-confirmar-texto" maxWidth="xs">
      <DialogTitle id="loja-confirmar-titulo">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="loja-confirmar-texto">
          {open ? 'A loja deixa de receber pedidos até ser aberta de novo.' : 'A loja volta a receber pedidos.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Voltar</Button>
        <Button
          variant="contained"
          color={open ? 'error' : 'success'}
          onClick={() => {
            if (open !== null) dispatch(openingChangeRequested({ fechado: fechadoFor(!open) }));
            onClose();
          }}
        >
          {open ? 'Fechar a loja' : 'Abrir a loja'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
