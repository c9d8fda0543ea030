import { memo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../app/hooks';
import { MoneyTextField } from '../../ui/MoneyTextField';
import { DELIVERY_AREAS_MESSAGES } from './messages';
import { showAttention } from '../../ui/uiSlice';
import { useBulkChangeNeighbourhoodsMutation } from './deliveryAreasApi';
import { bulkRequest, bulkValueErrors, EMPTY_BULK_VALUES, hasBulkValues, type BulkAction, type BulkValues } from './model';

const FIELDS: Array<{ key: keyof BulkValues; label: string }> = [
  { key: 'valor_minimo', label: 'Compra Mínima' },
  { key: 'valor_taxa', label: 'Taxa de Entrega' },
  { key: 'valor_frete_gratis', label: 'Entrega Grátis Em...' },
];

const ACTIONS: Array<{ action: Exclude<BulkAction, 'apply'>; label: string }> = [
  { action: 'activate', label: 'Ativar' },
  { action: 'deactivate', label: 'Desativar' },
  { action: 'freeOn', label: 'Ativar frete grátis' },
  { action: 'freeOff', label: 'Desativar frete grátis' },
];

/**
 * Bulk edit of the selected rows (spec 02 §2.5, §4): the header's values applied to them, and the
 * four bulk actions, each one mudaStsLote call with the selection. Memoised: a key in the search
 * box does not draw it again.
 */
export const BulkEditBar = memo(function BulkEditBar({ selected, onDone }: { selected: ReadonlySet<number>; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<BulkValues>(EMPTY_BULK_VALUES);
  const [tried, setTried] = useState(false);
  const [change, { isLoading }] = useBulkChangeNeighbourhoodsMutation();
  const none = selected.size === 0;

  const run = async (action: BulkAction) => {
    if (action === 'apply' && !hasBulkValues(values)) {
      dispatch(showAttention(DELIVERY_AREAS_MESSAGES.bulkValuesMissing));
      return;
    }
    if (action === 'apply' && Object.keys(bulkValueErrors(values)).length > 0) {
      setTried(true);
      return;
    }
    const result = await change(bulkRequest(action, selected, values));
    if ('data' in result) {
      if (action === 'apply') {
        setValues(EMPTY_BULK_VALUES);
        setTried(false);
      }
      onDone();
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-label="Alterar bairros selecionados" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="subtitle2" role="status">
        {none ? 'Selecione bairros na lista para alterá-los em lote.' : `${selected.size} ${selected.size === 1 ? 'bairro selecionado' : 'bairros selecionados'}`}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {FIELDS.map(({ key, label }) => (
          <MoneyTextField
            key={key}
            size="small"
            label={label}
            optional
            showError={tried}
            value={values[key]}
            onChange={(typed) => setValues((v) => ({ ...v, [key]: typed }))}
            disabled={none || isLoading}
            sx={{ width: 170 }}
          />
        ))}
        <Button variant="contained" onClick={() => void run('apply')} disabled={none || isLoading}>
          Aplicar aos selecionados
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {ACTIONS.map(({ action, label }) => (
          <Button key={action} variant="outlined" size="small" onClick={() => void run(action)} disabled={none || isLoading}>
            {label}
          </Button>
        ))}
      </Box>
    </Paper>
  );
});
