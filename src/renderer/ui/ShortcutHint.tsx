import type { ReactElement } from 'react';
import Tooltip from '@mui/material/Tooltip';

/**
 * The tooltip naming a button's keyboard shortcut (ui/shortcuts.ts). It describes the button (the
 * button's name stays its text), and wraps it in a span so a disabled button still shows it.
 */
export function WithShortcutHint({ title, children }: { title: string; children: ReactElement }) {
  return (
    <Tooltip title={title} describeChild>
      <span style={{ display: 'inline-flex' }}>{children}</span>
    </Tooltip>
  );
}
