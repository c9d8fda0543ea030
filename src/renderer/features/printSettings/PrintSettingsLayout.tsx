import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RouteTabs } from '../../ui/RouteTabs';
import { PRINT_SETTINGS_MESSAGES } from './messages';

export const PRINTERS_PATH = '/configuracoes/impressoras';
export const SOFTWARE_PATH = '/configuracoes/software';

const TABS = [
  { label: PRINT_SETTINGS_MESSAGES.printSettingsPrintersTab, to: PRINTERS_PATH },
  { label: PRINT_SETTINGS_MESSAGES.printSettingsSoftwareTab, to: SOFTWARE_PATH },
];

/** Title and the two tabs shared by /configuracoes/impressoras and /configuracoes/software. */
export function PrintSettingsLayout({ tab, children }: { tab: 'printers' | 'software'; children: ReactNode }) {
  return (
    <Box sx={{ p: 3, maxWidth: 1400 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {PRINT_SETTINGS_MESSAGES.printSettingsTitle}
      </Typography>
      <RouteTabs tabs={TABS} current={tab === 'printers' ? PRINTERS_PATH : SOFTWARE_PATH} sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }} />
      {children}
    </Box>
  );
}
