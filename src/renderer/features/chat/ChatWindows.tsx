import Box from '@mui/material/Box';
import { useAppSelector } from '../../app/hooks';
import { ChatOverflow } from './ChatOverflow';
import { ChatWindowView } from './ChatWindowView';
import { selectChatWindowLayout } from './chatSlice';

/**
 * Where the chat windows float: bottom right, side by side, over every screen, the older
 * minimised ones behind 'Mais N chats' (layout.ts). Mount once.
 */
export function ChatWindows() {
  const { shown, hidden } = useAppSelector(selectChatWindowLayout);
  if (shown.length === 0 && hidden.length === 0) return null;
  return (
    <Box
      aria-label="Chats"
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 0,
        display: 'flex',
        flexDirection: 'row-reverse',
        alignItems: 'flex-end',
        gap: 1.5,
        zIndex: (theme) => theme.zIndex.drawer + 2,
        pointerEvents: 'none',
        maxWidth: 'calc(100vw - 32px)',
        overflowX: 'auto',
      }}
    >
      {shown.map((w) => (
        <ChatWindowView key={w.orderId} window={w} />
      ))}
      {hidden.length > 0 && <ChatOverflow windows={hidden} />}
    </Box>
  );
}
