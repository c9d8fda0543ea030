import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MenuProduct } from '../../../shared/api';
import { formatCentsBRL } from '../../../shared/format';
import { MENU_MESSAGES } from './messages';
import { changeProblem, planAdjustment, readAdjustmentValue, ROUNDING_LABELS, type Adjustment, type PriceChange } from './priceAdjustment';
import { usePriceChanges } from './usePriceChanges';

export interface PriceAdjustmentDialogProps {
  categoryName: string;
  products: MenuProduct[];
  onClose: () => void;
  /** the changes applied (all, or those before the first not accepted) */
  onApplied: (applied: PriceChange[], total: number) => void;
}

const PROBLEM_TEXT = { notPositive: MENU_MESSAGES.priceAdjustNotPositive, aboveLimit: MENU_MESSAGES.priceAdjustAboveLimit, promoNotLower: MENU_MESSAGES.priceAdjustPromoNotLower } as const;

const changeName = (c: PriceChange): string => (c.kind === 'size' ? `${c.product.nome_prod} — ${c.size.nome}` : c.product.nome_prod);

/**
 * Price adjustment of a category or of chosen products (beyond the spec): up or down by a
 * percentage or an amount, rounded as chosen, with a preview of old and new prices before applying.
 */
export function PriceAdjustmentDialog({ categoryName, products, onClose, onApplied }: PriceAdjustmentDialogProps) {
  const [scope, setScope] = useState<'all' | 'chosen'>('all');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [direction, setDirection] = useState<Adjustment['direction']>('up');
  const [kind, setKind] = useState<Adjustment['kind']>('percent');
  const [valueText, setValueText] = useState('');
  const [rounding, setRounding] = useState<Adjustment['rounding']>('cents');
  const { apply, progress } = usePriceChanges();

  const typed = readAdjustmentValue(kind, valueText);
  const valueOk = typed.ok;
  const valueMessage = valueText !== '' && !typed.ok ? typed.message : null;
  const targets = scope === 'all' ? products : products.filter((p) => chosen.has(p.id_cardapio));
  const plan = typed.ok ? planAdjustment(targets, { direction, kind, value: typed.value, rounding }) : [];
  const problems = plan.map(changeProblem);
  const blocked = !valueOk || targets.length === 0 || problems.some((p) => p !== null);

  const run = async () => {
    const applied = await apply(plan);
    onApplied(applied, plan.length);
  };

  return (
    <Dialog open onClose={progress ? undefined : onClose} aria-labelledby="price-adjust-title" maxWidth="md" fullWidth>
      <DialogTitle id="price-adjust-title">
        {MENU_MESSAGES.priceAdjustTitle}: {categoryName}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormControl>
            <FormLabel id="price-adjust-scope">Produtos</FormLabel>
            <RadioGroup row aria-labelledby="price-adjust-scope" value={scope} onChange={(e) => setScope(e.target.value as 'all' | 'chosen')}>
              <FormControlLabel value="all" control={<Radio />} label="Todos os produtos da categoria" />
              <FormControlLabel value="chosen" control={<Radio />} label="Escolher produtos" />
            </RadioGroup>
          </FormControl>
          {scope === 'chosen' && (
            <Box role="group" aria-label="Produtos escolhidos" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
              {products.map((p) => (
                <FormControlLabel
                  key={p.id_cardapio}
                  label={p.nome_prod}
                  control={
                    <Checkbox
                      checked={chosen.has(p.id_cardapio)}
                      onChange={(e) => {
                        const next = new Set(chosen);
                        if (e.target.checked) next.add(p.id_cardapio);
                        else next.delete(p.id_cardapio);
                        setChosen(next);
                      }}
                    />
                  }
                />
              ))}
              {targets.length === 0 && <Alert severity="info">{MENU_MESSAGES.priceAdjustNothingChosen}</Alert>}
            </Box>
          )}
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <RadioGroup row aria-label="Direção" value={direction} onChange={(e) => setDirection(e.target.value as Adjustment['direction'])}>
              <FormControlLabel value="up" control={<Radio />} label="Aumentar" />
              <FormControlLabel value="down" control={<Radio />} label="Diminuir" />
            </RadioGroup>
            <RadioGroup row aria-label="Tipo de reajuste" value={kind} onChange={(e) => setKind(e.target.value as Adjustment['kind'])}>
              <FormControlLabel value="percent" control={<Radio />} label="Porcentagem (%)" />
              <FormControlLabel value="amount" control={<Radio />} label="Valor (R$)" />
            </RadioGroup>
            <TextField
              label={kind === 'percent' ? 'Porcentagem' : 'Valor em reais'}
              value={valueText}
              onChange={(e) => setValueText(e.target.value)}
              error={valueMessage !== null}
              helperText={valueMessage ?? ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ width: 160 }}
            />
            <FormControl sx={{ minWidth: 200 }}>
              <InputLabel id="price-adjust-rounding">Arredondamento</InputLabel>
              <Select labelId="price-adjust-rounding" label="Arredondamento" value={rounding} onChange={(e) => setRounding(e.target.value)}>
                {Object.entries(ROUNDING_LABELS).map(([code, label]) => (
                  <MenuItem key={code} value={code}>
                    {label}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </Stack>
          {plan.length > 0 && (
            <Table size="small" aria-label="Prévia do reajuste">
              <TableHead>
                <TableRow>
                  <TableCell>Produto</TableCell>
                  <TableCell align="right">Preço atual</TableCell>
                  <TableCell align="right">Novo preço</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {plan.map((c, i) => {
                  const problem = problems[i];
                  return (
                    <TableRow key={`${c.product.id_cardapio}-${c.kind === 'size' ? c.size.id_cardapio_tamanho : 0}`}>
                      <TableCell>{changeName(c)}</TableCell>
                      <TableCell align="right">
                        {formatCentsBRL(c.oldCents)}
                        {c.kind === 'product' && c.oldPromoCents !== null && ` (promoção ${formatCentsBRL(c.oldPromoCents)})`}
                      </TableCell>
                      <TableCell align="right">
                        {problem ? (
                          <Typography component="span" color="error" variant="body2">
                            {PROBLEM_TEXT[problem]}
                          </Typography>
                        ) : (
                          <>
                            {formatCentsBRL(c.newCents ?? 0)}
                            {c.kind === 'product' && c.newPromoCents !== null && ` (promoção ${formatCentsBRL(c.newPromoCents)})`}
                          </>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
          {problems.some((p) => p !== null) && <Alert severity="error">{MENU_MESSAGES.priceAdjustCannotApply}</Alert>}
          {progress && (
            <Box>
              <LinearProgress variant="determinate" value={(progress.done / Math.max(1, progress.total)) * 100} aria-label={MENU_MESSAGES.priceAdjustTitle} />
              <Typography variant="body2" role="status">
                {MENU_MESSAGES.priceAdjustApplying(progress.done, progress.total)}
              </Typography>
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={progress !== null}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={() => void run()} disabled={blocked || progress !== null}>
          Aplicar reajuste
        </Button>
      </DialogActions>
    </Dialog>
  );
}
