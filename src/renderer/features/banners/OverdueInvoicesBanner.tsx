import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { MESSAGES } from '../../ui/messages';
import { useIsRouteRegistered } from '../../app/layout/registeredRoutes';
import type { OverdueInvoiceLine } from './model';
import { CompactBanner } from './CompactBanner';

export const INVOICES_PATH = '/financeiro/faturas';

/**
 * 'Boleto(s) disponível(is) para pagamento!' (spec 01 §2). 'Ver minhas Faturas' goes to the
 * invoices screen once that screen is built. Until then it still keeps its promise: it opens a
 * dialog listing the overdue invoices with the link to each one (pay or print the boleto on the
 * platform's page), rather than hiding the button or sending the person to a screen that does
 * not exist.
 */
export function OverdueInvoicesBanner({ lines }: { lines: OverdueInvoiceLine[] }) {
  const screenBuilt = useIsRouteRegistered(INVOICES_PATH);
  const navigate = useNavigate();
  const [listOpen, setListOpen] = useState(false);
  return (
    <>
      <CompactBanner
        severity="warning"
        title={MESSAGES.overdueInvoicesTitle}
        summary={lines.map((line, i) => (
          <span key={line.id}>
            {i > 0 && ' · '}
            {MESSAGES.overdueInvoiceLine(line.dueDate, line.value)}
          </span>
        ))}
        action={
          <Button color="inherit" size="small" onClick={() => (screenBuilt ? void navigate(INVOICES_PATH) : setListOpen(true))}>
            {MESSAGES.seeInvoices}
          </Button>
        }
        details={
          lines.length > 1 ? (
            <List dense disablePadding aria-label="Faturas vencidas">
              {lines.map((line) => (
                <ListItem key={line.id} disableGutters disablePadding>
                  <ListItemText primary={MESSAGES.overdueInvoiceLine(line.dueDate, line.value)} />
                </ListItem>
              ))}
            </List>
          ) : undefined
        }
      />
      <Dialog open={listOpen} onClose={() => setListOpen(false)} maxWidth="xs" fullWidth aria-labelledby="overdue-invoices-title">
        <DialogTitle id="overdue-invoices-title">{MESSAGES.invoicesDialogTitle}</DialogTitle>
        <DialogContent>
          <List>
            {lines.map((line) => (
              <ListItem
                key={line.id}
                disableGutters
                secondaryAction={
                  line.url ? (
                    <Link href={line.url} target="_blank" rel="noopener noreferrer">
                      {MESSAGES.openInvoice}
                    </Link>
                  ) : undefined
                }
              >
                <ListItemText primary={line.value} secondary={`Vencimento ${line.dueDate}`} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setListOpen(false)}>{MESSAGES.close}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
