import { memo, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { Formik, type FormikProps } from 'formik';
import type { PaymentMethod } from '../../../shared/api';
import { PAYMENT_METHODS_MESSAGES } from './messages';
import { filterMethods, selectedChaves, selectionChanged, selectionSchema, toggleChave } from './model';
import { PaymentMethodIcon } from './PaymentMethodIcon';

interface Props {
  methods: PaymentMethod[];
  saving: boolean;
  onSave: (chaves: string[]) => void;
}

interface Values {
  selected: string[];
}

/**
 * One method's card. Memoised, and hidden rather than removed when the search leaves it out: a key
 * in the search box changes only the cards whose match changed, and clearing the box shows the
 * cards again without building their checkboxes anew.
 */
const MethodCard = memo(function MethodCard({
  method,
  checked,
  hidden,
  onToggle,
}: {
  method: PaymentMethod;
  checked: boolean;
  hidden: boolean;
  onToggle: (chave: string, checked: boolean) => void;
}) {
  return (
    <Paper hidden={hidden} variant="outlined" sx={{ px: 1, py: 0.5, borderColor: checked ? 'primary.main' : undefined }}>
      <FormControlLabel
        sx={{ width: '100%', m: 0 }}
        control={<Checkbox checked={checked} onChange={(e) => onToggle(method.chave, e.target.checked)} />}
        label={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            <PaymentMethodIcon method={method} />
            {method.nome}
          </Box>
        }
      />
    </Paper>
  );
});

/** The search box, the grid of methods and Salvar Alterações (spec 01 §2 Payment methods). */
export function PaymentMethodsForm({ methods, saving, onSave }: Props) {
  const [query, setQuery] = useState('');
  const initialValues = useMemo<Values>(() => ({ selected: selectedChaves(methods) }), [methods]);
  const shown = useMemo(() => new Set(filterMethods(methods, query).map((m) => m.chave)), [methods, query]);
  // the cards' one toggle, stable across renders: it reads the form as it is when clicked
  const formRef = useRef<FormikProps<Values> | null>(null);
  const [toggle] = useState(() => (chave: string, checked: boolean) => {
    const form = formRef.current;
    if (form) void form.setFieldValue('selected', toggleChave(form.values.selected, chave, checked));
  });

  return (
    <Formik<Values>
      initialValues={initialValues}
      enableReinitialize
      validationSchema={selectionSchema}
      onSubmit={(values) => onSave(values.selected)}
    >
      {(form) => {
        formRef.current = form;
        const changed = selectionChanged(initialValues.selected, form.values.selected);
        return (
          <Box component="form" noValidate onSubmit={form.handleSubmit}>
            <TextField
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={PAYMENT_METHODS_MESSAGES.paymentMethodsSearch}
              size="small"
              sx={{ mb: 2, width: 360, maxWidth: '100%' }}
              slotProps={{
                htmlInput: { 'aria-label': PAYMENT_METHODS_MESSAGES.paymentMethodsSearch, type: 'search' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
            {shown.size === 0 && (
              <Typography color="text.secondary" sx={{ my: 3 }}>
                {PAYMENT_METHODS_MESSAGES.paymentMethodsNoneFound}
              </Typography>
            )}
            <Box
              role="group"
              aria-label={PAYMENT_METHODS_MESSAGES.paymentMethodsTitle}
              hidden={shown.size === 0}
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 1.5, '&[hidden]': { display: 'none' } }}
            >
              {methods.map((method) => (
                <MethodCard
                  key={method.chave}
                  method={method}
                  checked={form.values.selected.includes(method.chave)}
                  hidden={!shown.has(method.chave)}
                  onToggle={toggle}
                />
              ))}
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 2, mt: 3 }}>
              {form.submitCount > 0 && typeof form.errors.selected === 'string' && (
                <Typography role="alert" variant="body2" color="error">
                  {form.errors.selected}
                </Typography>
              )}
              <Button type="submit" variant="contained" disabled={!changed || saving}>
                {PAYMENT_METHODS_MESSAGES.paymentMethodsSave}
              </Button>
            </Box>
          </Box>
        );
      }}
    </Formik>
  );
}
