import { memo, useState, type KeyboardEvent } from 'react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { DeliveryNeighbourhood, NeighbourhoodService, NeighbourhoodServiceFields } from '../../../shared/api';
import { useAppDispatch } from '../../app/hooks';
import { parseMoney, reaisInputText } from '../../../shared/money';
import { PlainMoneyInput } from '../../ui/PlainMoneyInput';
import { TOAST_MS } from '../../ui/messages';
import { DELIVERY_AREAS_MESSAGES } from './messages';
import { showToast } from '../../ui/uiSlice';
import { useEditNeighbourhoodMutation, useEnableNeighbourhoodMutation } from './deliveryAreasApi';
import { isFreeDelivery, serviceFields, toggleFreeDelivery } from './model';
import { toCents, toReais } from '../../../shared/format';

/** Every row has the same height, so the table can show only the rows in view. */
export const ROW_HEIGHT = 57;

type MoneyField = 'valor_minimo' | 'valor_taxa' | 'valor_frete_gratis';

/**
 * One neighbourhood: selection, its three values (saved when the field is left), the free-delivery
 * switch and whether the store serves it. A neighbourhood not served has nothing to edit.
 * Plain elements styled once by the table (plainParts): each search key brings new rows into view,
 * and a row of a MUI Checkbox, three TextFields and two Switches made the list lag the box.
 */
export const NeighbourhoodRow = memo(function NeighbourhoodRow({
  neighbourhood,
  index,
  selected,
  onToggle,
}: {
  neighbourhood: DeliveryNeighbourhood;
  /** position in the list (aria-rowindex: the table shows only the rows in view) */
  index: number;
  selected: boolean;
  onToggle: (idBairro: number) => void;
}) {
  const dispatch = useAppDispatch();
  const [edit, editing] = useEditNeighbourhoodMutation();
  const [enable, enabling] = useEnableNeighbourhoodMutation();
  const { id_bairro: id, nome_bairro: name, atendido: service } = neighbourhood;
  const busy = editing.isLoading || enabling.isLoading;
  const active = service?.inativo === 'N';

  const save = (current: NeighbourhoodService, fields: NeighbourhoodServiceFields) => void edit({ idBairro: id, service: current, fields });
  const saveMoney = (field: MoneyField, value: number) => {
    if (service && service[field] !== value) save(service, { ...serviceFields(service), [field]: value });
  };
  const switchFreeDelivery = () => {
    if (!service) return;
    const change = toggleFreeDelivery(service);
    if (change.kind === 'alreadyFree') dispatch(showToast(DELIVERY_AREAS_MESSAGES.freeDeliveryAlready, 'warning', TOAST_MS.error));
    else save(service, change.fields);
  };
  const switchServed = () => {
    if (active && service) save(service, { ...serviceFields(service), inativo: 'S' });
    else void enable(id);
  };

  return (
    <TableRow hover selected={selected} aria-rowindex={index + 2} style={{ height: ROW_HEIGHT, opacity: active ? 1 : 0.75 }}>
      <TableCell>
        <input type="checkbox" className="plain-checkbox" checked={selected} onChange={() => onToggle(id)} aria-label={`Selecionar ${name}`} />
      </TableCell>
      <TableCell component="th" scope="row">
        {name}
      </TableCell>
      {(['valor_minimo', 'valor_taxa'] as const).map((field) => (
        <TableCell key={field}>
          <MoneyCell label={`${field === 'valor_minimo' ? 'Compra Mínima' : 'Taxa de Entrega'} (${name})`} value={service?.[field]} disabled={!service || busy} onCommit={(v) => saveMoney(field, v)} />
        </TableCell>
      ))}
      <TableCell>
        <input
          type="checkbox"
          role="switch"
          className="plain-switch"
          checked={service ? isFreeDelivery(service) : false}
          onChange={switchFreeDelivery}
          disabled={!service || busy}
          aria-label={`Frete grátis em ${name}`}
        />
      </TableCell>
      <TableCell>
        <MoneyCell label={`Entrega Grátis Em (${name})`} value={service?.valor_frete_gratis} disabled={!service || busy} onCommit={(v) => saveMoney('valor_frete_gratis', v)} />
      </TableCell>
      <TableCell>
        <input type="checkbox" role="switch" className="plain-switch" checked={active} onChange={switchServed} disabled={busy} aria-label={`Atender ${name}`} />
      </TableCell>
    </TableRow>
  );
});

/**
 * A money value of a row, saved when the field is left or Enter is pressed. The shared money rule
 * (R$ 999,99 at most, '12,50' or '12.50') decides: a value it refuses, or an emptied field, is
 * not saved, stays as typed and says why on the field. A new stored value (the save's answer)
 * replaces what was typed.
 */
function MoneyCell({ label, value, disabled, onCommit }: { label: string; value: number | undefined; disabled: boolean; onCommit: (reais: number) => void }) {
  const stored = value === undefined ? '' : reaisInputText(value);
  const [text, setText] = useState(stored);
  const [shown, setShown] = useState(stored);
  if (shown !== stored) {
    setShown(stored);
    setText(stored);
  }
  const commit = () => {
    if (value === undefined) return;
    const typed = parseMoney(text);
    if (!typed.ok) return;
    if (typed.cents !== toCents(value)) onCommit(toReais(typed.cents));
    else setText(stored);
  };
  return (
    <PlainMoneyInput
      label={label}
      value={text}
      onChange={setText}
      onBlur={commit}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
      }}
      disabled={disabled}
      placeholder={value === undefined ? '—' : '0,00'}
    />
  );
}
