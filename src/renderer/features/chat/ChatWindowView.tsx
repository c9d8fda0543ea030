import { memo, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import MinimizeIcon from '@mui/icons-material/Minimize';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../shared/api';
import { formatTime } from '../../../shared/time';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectStoreTimeZone } from '../store/storeSlice';
import { MESSAGES } from '../../ui/messages';
import { useChatName, useChatTitle } from './chatTitle';
import {
  chatClosed,
  chatDraftChanged,
  chatExpanded,
  chatMinimised,
  chatSendRequested,
  isMerchantMessage,
  type ChatWindow,
} from './chatSlice';
import { chatFocusTaken, chatWantsFocus, returnFocusFromChat, subscribeChatFocus, tabStops } from './chatFocus';

/** Spec 01 §9. */
export const CHAT_WINDOW_WIDTH = 382;
const ATTENTION_COLOR = '#d32f2f';
/** closer than this to the end counts as "at the end" (new messages keep it there) */
const AT_END_PX = 24;

/**
 * One floating chat window (spec 01 §2): minimise, expand, close, messages, input n/400, Enviar.
 * For the keyboard it is a dialog: opened by a person, it takes the focus (the message field);
 * Tab stays inside; Escape or 'Fechar chat' closes it and gives the focus back (chatFocus.ts).
 * Memoised: a message or a keystroke in one window leaves the others' objects, and them, as they
 * were (a busy evening leaves dozens of windows open).
 */
export const ChatWindowView = memo(function ChatWindowView({ window: w }: { window: ChatWindow }) {
  const dispatch = useAppDispatch();
  const listRef = useRef<HTMLDivElement>(null);
  const paperRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const wantsFocus = useSyncExternalStore(subscribeChatFocus, () => chatWantsFocus(w.orderId));
  // Whether the list shows its last message: new messages keep it there, unless the person
  // scrolled up to read (then a button brings them down).
  const atEndRef = useRef(true);
  const [showJump, setShowJump] = useState(false);
  const title = useChatTitle(w);
  const name = useChatName(w.orderId);
  const connected = useAppSelector((s) => s.chat.socketId !== null);
  const timeZone = useAppSelector(selectStoreTimeZone);
  const canSend = connected && w.status === 'open' && w.draft.trim() !== '' && !w.sending;

  useLayoutEffect(() => {
    const el = listRef.current;
    if (el && atEndRef.current) el.scrollTop = el.scrollHeight;
  }, [w.messages.length, w.status]);
  useLayoutEffect(() => {
    atEndRef.current = true;
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [w.minimised]);

  // opened by a person: the focus in the window at once, in the message field once it can be typed in
  useEffect(() => {
    if (!wantsFocus || w.minimised) return;
    if (w.status === 'open' && inputRef.current) {
      inputRef.current.focus();
      chatFocusTaken(w.orderId);
    } else {
      paperRef.current?.focus();
    }
  }, [wantsFocus, w.status, w.minimised, w.orderId]);

  const close = () => {
    dispatch(chatClosed(w.orderId));
    returnFocusFromChat(w.orderId);
  };
  const onWindowKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'Tab' && paperRef.current) {
      const stops = tabStops(paperRef.current);
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (e.shiftKey && (active === first || active === paperRef.current)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && active === last) {
        e.preventDefault();
        first.focus();
      }
    }
  };

  const onScroll = () => {
    const el = listRef.current;
    if (!el) return;
    atEndRef.current = el.scrollHeight - el.scrollTop - el.clientHeight <= AT_END_PX;
    setShowJump(!atEndRef.current);
  };
  const scrollToEnd = () => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
    atEndRef.current = true;
    setShowJump(false);
  };
  const send = () => {
    if (canSend) dispatch(chatSendRequested(w.orderId));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      send();
    }
  };

  return (
    <Paper
      ref={paperRef}
      role="dialog"
      tabIndex={-1}
      onKeyDown={onWindowKeyDown}
      aria-label={name}
      data-attention={w.attention ? 'true' : 'false'}
      elevation={8}
      sx={{
        width: CHAT_WINDOW_WIDTH,
        display: 'flex',
        flexDirection: 'column',
        border: '3px solid',
        borderColor: w.attention ? ATTENTION_COLOR : 'transparent',
        // With a red brand the border alone would blend into the header: a glow makes it stand out.
        boxShadow: w.attention ? `0 0 0 3px rgba(211, 47, 47, 0.35), 0 4px 16px rgba(0, 0, 0, 0.3)` : undefined,
        borderRadius: '8px 8px 0 0',
        overflow: 'hidden',
        pointerEvents: 'auto',
        // the window itself holds the focus only while its conversation loads
        '&:focus': { outline: 'none' },
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', px: 1.5, py: 0.5, bgcolor: 'primary.main', color: 'primary.contrastText', cursor: w.minimised ? 'pointer' : 'default' }}
        onClick={w.minimised ? () => dispatch(chatExpanded(w.orderId)) : undefined}
      >
        <Typography variant="subtitle2" noWrap sx={{ flex: 1 }} title={title}>
          {title}
        </Typography>
        {w.attention && (
          <Chip label="Nova mensagem" size="small" sx={{ mr: 0.5, bgcolor: 'common.white', color: ATTENTION_COLOR, fontWeight: 700 }} />
        )}
        {w.minimised ? (
          <HeaderButton title="Expandir" label="Expandir chat" onClick={() => dispatch(chatExpanded(w.orderId))}>
            <OpenInFullIcon fontSize="small" />
          </HeaderButton>
        ) : (
          <HeaderButton title="Minimizar" label="Minimizar chat" onClick={() => dispatch(chatMinimised(w.orderId))}>
            <MinimizeIcon fontSize="small" />
          </HeaderButton>
        )}
        <HeaderButton title="Fechar" label="Fechar chat" onClick={close}>
          <CloseIcon fontSize="small" />
        </HeaderButton>
      </Box>
      {!w.minimised && (
        <>
          <Box sx={{ position: 'relative' }}>
            <Box
              ref={listRef}
              onScroll={onScroll}
              role="log"
              aria-label="Mensagens"
              aria-live="polite"
              sx={{ height: 340, overflowY: 'auto', p: 1.5, bgcolor: 'grey.100', display: 'flex', flexDirection: 'column', gap: 1 }}
            >
              {w.status === 'opening' ? (
                <Box sx={{ m: 'auto', display: 'flex', alignItems: 'center', gap: 1 }}>
                  <CircularProgress size={18} />
                  <Typography variant="body2">Abrindo chat...</Typography>
                </Box>
              ) : w.messages.length === 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ m: 'auto', textAlign: 'center' }}>
                  Nenhuma mensagem ainda. Escreva para o cliente sobre o pedido.
                </Typography>
              ) : (
                w.messages.map((m) => {
                  const mine = isMerchantMessage(m);
                  return (
                    <Box
                      key={m._id}
                      data-author={mine ? 'loja' : 'cliente'}
                      sx={{
                        alignSelf: mine ? 'flex-end' : 'flex-start',
                        maxWidth: '80%',
                        px: 1.25,
                        py: 0.75,
                        borderRadius: 2,
                        bgcolor: mine ? 'primary.main' : 'background.paper',
                        color: mine ? 'primary.contrastText' : 'text.primary',
                        boxShadow: 1,
                      }}
                    >
                      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {m.text}
                      </Typography>
                      {/* the store's own bubble keeps its time at full white: 4.98:1 on the brand's red (faded, 3.37:1) */}
                      <Typography variant="caption" sx={{ display: 'block', textAlign: 'right', opacity: mine ? 1 : 0.75 }}>
                        {mine ? '' : `${m.user.name} · `}
                        {formatTime(m.createdAt, timeZone)}
                      </Typography>
                    </Box>
                  );
                })
              )}
            </Box>
            {showJump && (
              <Fab size="small" aria-label="Ir para a última mensagem" onClick={scrollToEnd} sx={{ position: 'absolute', right: 12, bottom: 12 }}>
                <KeyboardArrowDownIcon />
              </Fab>
            )}
          </Box>
          {!connected && w.status === 'open' && (
            <Alert severity="warning" sx={{ borderRadius: 0, py: 0 }}>
              {MESSAGES.chatDisconnected}
            </Alert>
          )}
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 1 }}>
            <TextField
              label="Mensagem"
              size="small"
              multiline
              maxRows={4}
              fullWidth
              value={w.draft}
              inputRef={inputRef}
              disabled={w.status !== 'open'}
              onChange={(e) => dispatch(chatDraftChanged({ orderId: w.orderId, text: e.target.value }))}
              onKeyDown={onKeyDown}
              helperText={`${w.draft.length}/${CHAT_MESSAGE_MAX_LENGTH}`}
              slotProps={{
                htmlInput: { maxLength: CHAT_MESSAGE_MAX_LENGTH, readOnly: w.sending },
                formHelperText: { sx: { textAlign: 'right', mr: 0 } },
              }}
            />
            <Button variant="contained" onClick={send} disabled={!canSend} sx={{ mt: 0.25 }}>
              Enviar
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
});

/** A button of the window's header: it does its own thing only, not also the header's (a minimised header expands on click). */
function HeaderButton({ title, label, onClick, children }: { title: string; label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={title}>
      <IconButton
        aria-label={label}
        size="small"
        color="inherit"
        onClick={(e) => {
          e.stopPropagation();
          onClick();
        }}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}
