import { memo, useId, useLayoutEffect, useRef, useState } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MenuCategory, PrintSettings, ProductionPrinter } from '../../../shared/api';
import { plainPartStyles } from '../../ui/plainParts';
import { PRINT_SETTINGS_MESSAGES } from './messages';
import { productionPrinterOf, withProductionPrinter } from './model';

interface Props {
  settings: PrintSettings;
  categories: readonly MenuCategory[];
  printers: readonly string[];
  disabled: boolean;
  onChange: (map: Record<string, ProductionPrinter>) => void;
}

const RowStyles = memo(function RowStyles() {
  return <GlobalStyles styles={plainPartStyles} />;
});

type Change = (categoryId: number, change: Partial<ProductionPrinter>) => void;

interface RowProps {
  category: MenuCategory;
  impressora: string;
  agrupamento: boolean;
  disabled: boolean;
  /** the <datalist> of the print module's printers */
  listId: string;
  change: Change;
}

/**
 * One category's row, of plain elements styled once (plainParts): a store with 60 categories drew
 * 60 MUI Autocompletes and Checkboxes on every open and every key typed anywhere in the form. The
 * printer is a text box with the module's printers as suggestions (a printer of another machine
 * can still be typed); drawn again only when its own values change.
 */
const CategoryRow = memo(function CategoryRow({ category, impressora, agrupamento, disabled, listId, change }: RowProps) {
  const id = category.id_cardapio_categoria;
  const name = category.nome_categoria;
  return (
    <TableRow>
      <TableCell>{name}</TableCell>
      <TableCell sx={{ minWidth: 240 }}>
        <input
          className="plain-input"
          list={listId}
          autoComplete="off"
          aria-label={`${PRINT_SETTINGS_MESSAGES.printProductionPrinter}: ${name}`}
          placeholder={PRINT_SETTINGS_MESSAGES.printPrinterFree}
          disabled={disabled}
          value={impressora}
          onChange={(e) => change(id, { impressora: e.target.value })}
        />
      </TableCell>
      <TableCell align="center" padding="none">
        <input
          type="checkbox"
          className="plain-checkbox"
          aria-label={`${PRINT_SETTINGS_MESSAGES.printProductionGrouped}: ${name}`}
          checked={agrupamento}
          disabled={disabled}
          onChange={(e) => change(id, { agrupamento: e.target.checked })}
        />
      </TableCell>
    </TableRow>
  );
});

/** impressorasProducao: a printer and 'Agrupar' per menu category (spec 01 §3, spec 02 §3). */
export function ProductionPrinters({ settings, categories, printers, disabled, onChange }: Props) {
  const listId = useId();
  // the rows call the latest map and handler, so a row is drawn again only when its own values change
  const latest = useRef({ map: settings.impressorasProducao, onChange });
  useLayoutEffect(() => {
    latest.current = { map: settings.impressorasProducao, onChange };
  });
  const [change] = useState<Change>(() => (categoryId: number, patch: Partial<ProductionPrinter>) => {
    const { map, onChange: changed } = latest.current;
    changed(withProductionPrinter(map, categoryId, patch));
  });
  if (categories.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {PRINT_SETTINGS_MESSAGES.printProductionNone}
      </Typography>
    );
  }
  return (
    <>
      <RowStyles />
      <datalist id={listId}>
        {printers.map((p) => (
          <option key={p} value={p} />
        ))}
      </datalist>
      <Table size="small" aria-label={PRINT_SETTINGS_MESSAGES.printProductionTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{PRINT_SETTINGS_MESSAGES.printProductionCategory}</TableCell>
            <TableCell>{PRINT_SETTINGS_MESSAGES.printProductionPrinter}</TableCell>
            <TableCell align="center">{PRINT_SETTINGS_MESSAGES.printProductionGrouped}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {categories.map((category) => (
            <CategoryRow
              key={category.id_cardapio_categoria}
              category={category}
              {...productionPrinterOf(settings, category.id_cardapio_categoria)}
              disabled={disabled}
              listId={listId}
              change={change}
            />
          ))}
        </TableBody>
      </Table>
    </>
  );
}
