import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { PendingChange } from '../../../shared/api';
import { formatDateTime } from '../../../shared/time';
import { APPROVAL_FIELD_LABELS } from '../../../shared/storeRegistration/rules';
import { useAppSelector } from '../../app/hooks';
import { STORE_REGISTRATION_MESSAGES } from './messages';
import { PaginatedTable, type Column } from '../../ui/PaginatedTable';
import { QueryView } from '../../ui/QueryView';
import { isImageField, requestDate, STATUS_COLOURS } from './model';
import { selectStoreTimeZone } from '../store/storeSlice';
import { useRequestedChangesQuery } from './storeRegistrationApi';

/** A value of a request: a thumbnail for the logo and the banner, the text for the others. */
function Value({ change, value, which }: { change: PendingChange; value: string; which: string }) {
  if (value === '') return <Typography color="text.secondary">—</Typography>;
  if (!isImageField(change.nome_campo)) return <Typography variant="body2">{value}</Typography>;
  return (
    <Box
      component="img"
      src={value}
      alt={`${APPROVAL_FIELD_LABELS[change.nome_campo]} ${which} (solicitação ${change.id_pendencias})`}
      sx={{ height: 48, maxWidth: 120, objectFit: 'cover', borderRadius: 0.5, border: 1, borderColor: 'divider' }}
    />
  );
}

/** the columns, the request's date on the store's clock (`timeZone`) */
const columnsIn = (timeZone: string): Array<Column<PendingChange>> => [
  { id: 'id', header: 'Solicitação', render: (c) => `#${c.id_pendencias}`, sortValue: (c) => c.id_pendencias, width: 110 },
  { id: 'tabela', header: 'Tabela de origem', render: (c) => c.tabela, sortValue: (c) => c.tabela, width: 150 },
  { id: 'campo', header: 'Informação', render: (c) => APPROVAL_FIELD_LABELS[c.nome_campo], sortValue: (c) => APPROVAL_FIELD_LABELS[c.nome_campo], width: 150 },
  { id: 'antes', header: 'Valor anterior', render: (c) => <Value change={c} value={c.valor_ant} which="anterior" /> },
  { id: 'depois', header: 'Novo valor', render: (c) => <Value change={c} value={c.valor_post} which="novo" /> },
  { id: 'data', header: 'Data', render: (c) => formatDateTime(requestDate(c), timeZone), sortValue: (c) => requestDate(c), width: 150 },
  {
    id: 'status',
    header: 'Status',
    render: (c) => <Chip size="small" label={c.status} color={STATUS_COLOURS[c.status]} />,
    sortValue: (c) => c.status,
    width: 120,
  },
];

/** SOLICITAÇÕES, 'Alterações Solicitadas' (spec 02 §2.19): every change asked for, newest first. */
export function RequestedChangesTable() {
  const timeZone = useAppSelector(selectStoreTimeZone);
  const changes = useRequestedChangesQuery();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h6" component="h2">
        Alterações Solicitadas
      </Typography>
      <QueryView result={changes} errorTitle={STORE_REGISTRATION_MESSAGES.requestedChangesLoadFailed}>
        {(rows) => (
          <PaginatedTable
            label="Alterações Solicitadas"
            columns={columnsIn(timeZone)}
            rows={rows}
            getRowKey={(c) => c.id_pendencias}
            pageSize={10}
            emptyMessage={STORE_REGISTRATION_MESSAGES.noRequestedChanges}
            defaultSort={{ columnId: 'id', direction: 'desc' }}
          />
        )}
      </QueryView>
    </Box>
  );
}
