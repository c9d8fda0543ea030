import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useAppSelector } from '../../app/hooks';
import { MESSAGES } from '../../ui/messages';
import { selectChatWindowLayout } from './chatSlice';

const loadChatWindows = () => import('./ChatWindows').then((m) => ({ default: m.ChatWindows }));

/**
 * The chat windows, downloaded when the first chat opens: most sessions never open one, so their
 * code (and the MUI parts only they use) stays out of the first download (issue 32). A failed
 * download says so and offers to try again; the chat itself (socket, messages) runs meanwhile.
 */
export function LazyChatWindows() {
  const open = useAppSelector((s) => {
    const { shown, hidden } = selectChatWindowLayout(s);
    return shown.length > 0 || hidden.length > 0;
  });
  const [ChatWindows, setChatWindows] = useState(() => lazy(loadChatWindows));
  if (!open) return null;
  return (
    <ErrorBoundary
      onReset={() => setChatWindows(() => lazy(loadChatWindows))}
      fallbackRender={({ resetErrorBoundary }) => (
        <Alert
          severity="error"
          sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: (theme) => theme.zIndex.drawer + 2 }}
          action={
            <Button color="inherit" size="small" onClick={resetErrorBoundary}>
              {MESSAGES.retry}
            </Button>
          }
        >
          {MESSAGES.chatOpenFailed}
        </Alert>
      )}
    >
      <Suspense fallback={null}>
        <ChatWindows />
      </Suspense>
    </ErrorBoundary>
  );
}
