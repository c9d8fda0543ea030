import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MenuCategory, PrintSettings, ProductionPrinter } from '../../../shared/api';
import { PRINT_SETTINGS_MESSAGES } from './messages';
import { productionPrinterOf, withProductionPrinter } from './model';
import { PrinterPicker } from './PrinterPicker';

interface Props {
  settings: PrintSettings;
  categories: readonly MenuCategory[];
  printers: readonly string[];
  disabled: boolean;
  onChange: (map: Record<string, ProductionPrinter>) => void;
}

/** impressorasProducao: a printer and 'Agrupar' per menu category (spec 01 §3, spec 02 §3). */
export function ProductionPrinters({ settings, categories, printers, disabled, onChange }: Props) {
  if (categories.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {PRINT_SETTINGS_MESSAGES.printProductionNone}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={PRINT_SETTINGS_MESSAGES.printProductionTitle}>
      <TableHead>
        <TableRow>
          <TableCell>{PRINT_SETTINGS_MESSAGES.printProductionCategory}</TableCell>
          <TableCell>{PRINT_SETTINGS_MESSAGES.printProductionPrinter}</TableCell>
          <TableCell align="center">{PRINT_SETTINGS_MESSAGES.printProductionGrouped}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {categories.map((category) => {
          const current = productionPrinterOf(settings, category.id_cardapio_categoria);
          const name = category.nome_categoria;
          return (
            <TableRow key={category.id_cardapio_categoria}>
              <TableCell>{name}</TableCell>
              <TableCell sx={{ minWidth: 240 }}>
                <PrinterPicker
                  size="small"
                  hiddenLabel
                  disabled={disabled}
                  label={`${PRINT_SETTINGS_MESSAGES.printProductionPrinter}: ${name}`}
                  value={current.impressora}
                  options={printers}
                  onChange={(impressora) =>
                    onChange(withProductionPrinter(settings.impressorasProducao, category.id_cardapio_categoria, { impressora }))
                  }
                />
              </TableCell>
              <TableCell align="center">
                <Checkbox
                  checked={current.agrupamento}
                  disabled={disabled}
                  slotProps={{ input: { 'aria-label': `${PRINT_SETTINGS_MESSAGES.printProductionGrouped}: ${name}` } }}
                  onChange={(e) =>
                    onChange(
                      withProductionPrinter(settings.impressorasProducao, category.id_cardapio_categoria, {
                        agrupamento: e.target.checked,
                      }),
                    )
                  }
                />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
