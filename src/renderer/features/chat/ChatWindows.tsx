import Box from '@mui/material/Box';
import { useAppSelector } from '../../app/hooks';
import { ChatWindowView } from './ChatWindowView';
import { selectChatWindows } from './chatSlice';

/** Where the chat windows float: bottom right, side by side, over every screen. Mount once. */
export function ChatWindows() {
  const windows = useAppSelector(selectChatWindows);
  if (windows.length === 0) return null;
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
      {windows.map((w) => (
        <ChatWindowView key={w.orderId} window={w} />
      ))}
    </Box>
  );
}
