import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PRINT_SETTINGS_MESSAGES } from './messages';

export const PRINTERS_PATH = '/configuracoes/impressoras';
export const SOFTWARE_PATH = '/configuracoes/software';

/** Title and the two tabs shared by /configuracoes/impressoras and /configuracoes/software. */
export function PrintSettingsLayout({ tab, children }: { tab: 'printers' | 'software'; children: ReactNode }) {
  return (
    <Box sx={{ p: 3, maxWidth: 1400 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {PRINT_SETTINGS_MESSAGES.printSettingsTitle}
      </Typography>
      <Tabs value={tab} sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="printers" label={PRINT_SETTINGS_MESSAGES.printSettingsPrintersTab} component={RouterLink} to={PRINTERS_PATH} />
        <Tab value="software" label={PRINT_SETTINGS_MESSAGES.printSettingsSoftwareTab} component={RouterLink} to={SOFTWARE_PATH} />
      </Tabs>
      {children}
    </Box>
  );
}
