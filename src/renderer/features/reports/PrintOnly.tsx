import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import GlobalStyles from '@mui/material/GlobalStyles';

/** the class of the print layout's root, straight under <body> */
export const PRINT_ROOT = 'impressao-relatorio';

/**
 * What an office printer prints instead of the screen (a print layout, not a screenshot): the
 * children, placed straight under <body>, hidden on screen; when printing, everything else (the
 * app with its menu and header, dialogs, toasts) is hidden and the page is A4. The browser's or
 * Electron's print dialog saves it as PDF ('Salvar como PDF' / 'Microsoft Print to PDF').
 */
export function PrintOnly({ label, children }: { label: string; children: ReactNode }) {
  return createPortal(
    <div className={PRINT_ROOT} role="region" aria-label={label}>
      <GlobalStyles styles={PRINT_STYLES} />
      {children}
    </div>,
    document.body,
  );
}

const PRINT_STYLES = `
@media screen {
  .${PRINT_ROOT} { display: none; }
}
@media print {
  @page { size: A4; margin: 12mm; }
  html, body { height: auto !important; overflow: visible !important; background: #fff !important; }
  body > *:not(.${PRINT_ROOT}) { display: none !important; }
  .${PRINT_ROOT} { display: block; color: #000; font-family: Arial, Helvetica, sans-serif; font-size: 10pt; }
  .${PRINT_ROOT} h1 { font-size: 16pt; margin: 0 0 4pt; }
  .${PRINT_ROOT} h2 { font-size: 12pt; margin: 12pt 0 4pt; }
  .${PRINT_ROOT} p { margin: 0 0 2pt; }
  .${PRINT_ROOT} table { width: 100%; border-collapse: collapse; }
  .${PRINT_ROOT} th, .${PRINT_ROOT} td { border-bottom: 0.5pt solid #999; padding: 2pt 4pt; text-align: left; vertical-align: top; }
  .${PRINT_ROOT} th { background: #eee !important; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  .${PRINT_ROOT} .num { text-align: right; white-space: nowrap; }
  .${PRINT_ROOT} thead { display: table-header-group; }
  .${PRINT_ROOT} tr { break-inside: avoid; }
  .${PRINT_ROOT} .totais { width: auto; min-width: 50%; }
}
`;
