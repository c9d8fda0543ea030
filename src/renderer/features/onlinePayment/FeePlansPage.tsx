import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { OnlinePaymentRegistration } from '../../../shared/api';
import { ONLINE_PAYMENT_MESSAGES } from './messages';
import { QueryView } from '../../ui/QueryView';
import { Screen } from '../../ui/Screen';
import { OnlinePaymentNav } from './OnlinePaymentNav';
import { feePlans, receiptText, type FeePlan } from './plansModel';
import { formatPercentBR } from '../../../shared/format';
import { useActivateFeePlanMutation, useFeePlanRowsQuery, useRegistrationQuery } from './registrationApi';
import { SupportPhone } from './SupportPhone';
import { useStoreId } from './useStoreId';

/**
 * /financeiro/cadastro/planos: the two plans in an accordion, each with its debit and credit
 * tables; 'Ativar este plano' on the plan that is not active, 'Plano Ativo' on the one that is
 * (spec 02 §2.8, §4 Fee plan: exactly one is active).
 */
export function FeePlansPage() {
  const storeId = useStoreId();
  const rows = useFeePlanRowsQuery();
  const registration = useRegistrationQuery(storeId);
  return (
    <Screen title="Planos de taxas" maxWidth={1000}>
      <OnlinePaymentNav />
      <QueryView result={registration} errorTitle={ONLINE_PAYMENT_MESSAGES.registrationLoadFailed}>
        {(saved) => (
          <QueryView result={rows} errorTitle={ONLINE_PAYMENT_MESSAGES.feePlansLoadFailed}>
            {(list) => <Plans plans={feePlans(list)} registration={saved} />}
          </QueryView>
        )}
      </QueryView>
      <SupportPhone />
    </Screen>
  );
}

function Plans({ plans, registration }: { plans: FeePlan[]; registration: OnlinePaymentRegistration | null }) {
  const [activate, activating] = useActivateFeePlanMutation();
  const active = registration?.id_pagon_planos_taxas ?? null;
  // the plan active when the screen opened starts open; after that the person opens and closes them
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([active ?? 1]));
  const toggle = (id: number, expanded: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (expanded) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Box>
      {!registration && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Envie seus Dados Cadastrais para escolher um plano: todo novo cadastro começa no Plano Standard Padrão.
        </Alert>
      )}
      {plans.map((plan) => (
        <Accordion
          key={plan.id}
          expanded={open.has(plan.id)}
          onChange={(_event, expanded) => toggle(plan.id, expanded)}
          disableGutters
          // the plan's name is the heading (an h2 under the screen's h1): no MUI h3 around it
          slotProps={{ heading: { component: 'div' } }}
        >
          <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`plano-${plan.id}`} id={`plano-${plan.id}-titulo`}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {plan.nome}
              </Typography>
              {plan.id === active && <Chip label="Plano Ativo" color="success" size="small" />}
            </Box>
          </AccordionSummary>
          <AccordionDetails id={`plano-${plan.id}`}>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1.4fr' }, gap: 3, alignItems: 'start' }}>
              <RatesTable
                title={`Débito - ${receiptText('Débito')}`}
                headers={['Bandeira', 'Taxas']}
                rows={plan.debit.map((r) => [r.bandeira, formatPercentBR(r.taxas)])}
              />
              <RatesTable
                title={`Crédito - ${receiptText('Crédito')}`}
                headers={['Parcelas', 'Bandeira', 'Taxas']}
                rows={plan.credit.map((r) => [r.parcelas, r.bandeira, formatPercentBR(r.taxas)])}
              />
            </Box>
            {registration && plan.id !== active && (
              <Button
                variant="contained"
                sx={{ mt: 2 }}
                disabled={activating.isLoading}
                onClick={() => void activate({ registrationId: registration.id_pagon_cadastro, planId: plan.id })}
              >
                Ativar este plano
              </Button>
            )}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

function RatesTable({ title, headers, rows }: { title: string; headers: string[]; rows: string[][] }) {
  return (
    <Table size="small">
      <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, padding: '0 0 8px' }}>{title}</caption>
      <TableHead>
        <TableRow>
          {headers.map((h) => (
            <TableCell key={h}>{h}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.join('|')}>
            {row.map((cell, i) => (
              <TableCell key={i}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
