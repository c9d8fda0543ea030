import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { MENU_TEXT_LIMITS, type MenuCategory, type MenuStatus } from '../../../shared/api';
import { CountedTextField } from '../../ui/CountedTextField';
import { MESSAGES } from '../../ui/messages';
import { StatusSelect } from '../../ui/StatusSelect';
import { AvailabilityEditor } from './AvailabilityEditor';
import { availabilityFromForm, availabilityToForm } from './availabilityForm';
import { useSaveCategoryMutation } from './categoriesApi';
import { useAvailabilityGuard } from './useAvailabilityGuard';

export interface CategoryDialogProps {
  /** the category edited; undefined: a new one */
  category?: MenuCategory;
  /** the weekly availability tab (the older screen has name and status only) */
  withAvailability: boolean;
  onClose: () => void;
  onSaved: (id: number) => void;
}

/**
 * The category modal (spec 02 §2.1): Informações (name, status) and Disponibilidade. A refused save
 * shows 'Atenção!' with the platform's reason and keeps what was typed. Mount it to open it.
 */
export function CategoryDialog({ category, withAvailability, onClose, onSaved }: CategoryDialogProps) {
  const [tab, setTab] = useState(0);
  const [nome, setNome] = useState(category?.nome_categoria ?? '');
  const [status, setStatus] = useState<MenuStatus>(category?.status ?? 'S');
  const [week, setWeek] = useState(() => availabilityToForm(category?.disponibilidade ?? null));
  const [nameError, setNameError] = useState<string | null>(null);
  const [weekErrors, setWeekErrors] = useState<string[]>([]);
  const [save, saving] = useSaveCategoryMutation();
  const { guard, dialog } = useAvailabilityGuard();

  const submit = () => {
    if (nome.trim() === '') {
      setNameError(MESSAGES.categoryNameRequired);
      setTab(0);
      return;
    }
    const send = async () => {
      const result = await save({
        id: category?.id_cardapio_categoria,
        nome_categoria: nome.trim(),
        status,
        disponibilidade: withAvailability ? availabilityFromForm(week) : (category?.disponibilidade ?? null),
      });
      if ('data' in result && result.data) onSaved(result.data.id);
    };
    if (!withAvailability) {
      void send();
      return;
    }
    const errors = guard(week, () => void send());
    setWeekErrors(errors);
    if (errors.length > 0) setTab(1);
  };

  return (
    <Dialog open onClose={saving.isLoading ? undefined : onClose} aria-labelledby="category-dialog-title" maxWidth={withAvailability ? 'md' : 'xs'} fullWidth>
      <DialogTitle id="category-dialog-title">{category ? 'Editar categoria' : 'Nova categoria'}</DialogTitle>
      <DialogContent>
        {withAvailability && (
          <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} sx={{ mb: 2 }}>
            <Tab label="Informações" />
            <Tab label="Disponibilidade" />
          </Tabs>
        )}
        <Box hidden={tab !== 0} sx={{ pt: 1 }}>
          <Stack spacing={2}>
            <CountedTextField
              label="Nome da categoria"
              value={nome}
              onChange={(text) => {
                setNome(text);
                setNameError(null);
              }}
              error={nameError !== null}
              helperText={nameError ?? undefined}
              maxLength={MENU_TEXT_LIMITS.categoryName}
              autoFocus
              required
            />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography>Status</Typography>
              <StatusSelect entity="category" value={status} onChange={(code) => setStatus(code as MenuStatus)} label="Status da categoria" />
            </Stack>
          </Stack>
        </Box>
        {withAvailability && (
          <Box hidden={tab !== 1}>
            <AvailabilityEditor week={week} onChange={setWeek} errors={weekErrors} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving.isLoading}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={submit} disabled={saving.isLoading}>
          Salvar
        </Button>
      </DialogActions>
      {dialog}
    </Dialog>
  );
}
