import { useDeferredValue, useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MenuCategory, PrintSettings } from '../../../shared/api';
import { buildCashierTicket } from '../../../shared/printing/caixa';
import { PAPER_MM } from '../../../shared/printing/page';
import { buildProductionTickets } from '../../../shared/printing/producao';
import { renderHtml } from '../../../shared/printing/render/html';
import { PRINT_SETTINGS_MESSAGES } from './messages';
import { previewOrder } from './previewOrder';

interface Props {
  /** the form's current (unsaved) values */
  settings: PrintSettings;
  /** the logged-in store's: the preview never shows the example's */
  storeName: string;
  /** the store's: the preview's times read as the real tickets' */
  timeZone: string;
  categories: readonly MenuCategory[];
}

const PX_PER_MM = 96 / 25.4;

/**
 * The tickets an example order would print with the settings on screen. Each is a complete HTML
 * document in an iframe with an empty sandbox: no scripts, no same-origin access.
 *
 * The tickets follow the form a moment behind (useDeferredValue): a new document per iframe is
 * about a quarter of the screen's opening, so the form shows first and the tickets in the frame
 * after, and a key typed in the form is never held back by them.
 */
export function TicketPreview({ settings, storeName, timeZone, categories }: Props) {
  const shownSettings = useDeferredValue(settings, null);
  const tickets = useMemo(() => {
    if (!shownSettings) return null;
    const { order, categoryNames } = previewOrder(storeName, categories);
    const options = { categoryNames, timeZone };
    const cashierHtml = renderHtml(buildCashierTicket(order, shownSettings, options));
    const first = shownSettings.impressaoProducao ? buildProductionTickets(order, shownSettings, options)[0] : undefined;
    return { cashier: cashierHtml, production: first ? { printer: first.printer, html: renderHtml(first.ticket) } : null };
  }, [shownSettings, storeName, timeZone, categories]);

  const widthPx = Math.round(PAPER_MM[settings.larguraMaximaPagina] * PX_PER_MM) + 2;
  const sx = { width: widthPx, height: 560, border: 1, borderColor: 'divider', bgcolor: '#fff', display: 'block' } as const;
  // the same box while the ticket is on its way, so nothing moves when it comes
  const frame = (title: string, html: string | undefined) =>
    html === undefined ? <Box sx={sx} /> : <Box component="iframe" title={title} sandbox="" srcDoc={html} sx={sx} />;
  const production = tickets ? tickets.production : settings.impressaoProducao ? { printer: '', html: undefined } : null;

  return (
    <Box component="section" aria-label={PRINT_SETTINGS_MESSAGES.printPreviewTitle}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {PRINT_SETTINGS_MESSAGES.printPreviewTitle}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box>
          <Typography variant="subtitle2" component="h3">
            {PRINT_SETTINGS_MESSAGES.printPreviewCashier}
          </Typography>
          {frame(PRINT_SETTINGS_MESSAGES.printPreviewCashier, tickets?.cashier)}
        </Box>
        <Box>
          <Typography variant="subtitle2" component="h3">
            {PRINT_SETTINGS_MESSAGES.printPreviewProduction}
            {production?.printer ? ` (${production.printer})` : ''}
          </Typography>
          {production ? (
            frame(PRINT_SETTINGS_MESSAGES.printPreviewProduction, production.html)
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 260 }}>
              {PRINT_SETTINGS_MESSAGES.printPreviewNoProduction}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}

