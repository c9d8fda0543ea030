import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ForumIcon from '@mui/icons-material/Forum';
import { useAppDispatch } from '../../app/hooks';
import { chatExpanded, type ChatWindow } from './chatSlice';
import { ChatTitle } from './chatTitle';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** The minimised chats past the windows drawn (layout.ts): a button, and a list to open one. */
export function ChatOverflow({ windows }: { windows: ChatWindow[] }) {
  const dispatch = useAppDispatch();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = windows.filter((w) => w.attention).length;
  const label = `Mais ${windows.length} ${plural(windows.length, 'chat', 'chats')}`;
  return (
    <>
      <Button
        variant="contained"
        aria-haspopup="menu"
        aria-label={unread > 0 ? `${label}, ${unread} ${plural(unread, 'com mensagem nova', 'com mensagens novas')}` : label}
        startIcon={
          <Badge badgeContent={unread} color="error">
            <ForumIcon />
          </Badge>
        }
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ pointerEvents: 'auto', borderRadius: '8px 8px 0 0', whiteSpace: 'nowrap' }}
      >
        {label}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {windows.map((w) => (
          <MenuItem
            key={w.orderId}
            onClick={() => {
              setAnchor(null);
              dispatch(chatExpanded(w.orderId));
            }}
          >
            <ListItemText
              primary={<ChatTitle window={w} />}
              secondary={w.attention ? 'Nova mensagem' : null}
              slotProps={{ secondary: { color: 'error', sx: { fontWeight: 700 } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
