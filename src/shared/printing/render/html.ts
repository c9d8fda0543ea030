/**
 * The ticket as a self-contained HTML document: for Electron's silent print through the printer
 * driver and for the on-screen preview. No external resources, every text escaped.
 */
import { layoutTicket } from '../layout';
import type { Ticket, TicketBlock } from '../model';
import { PAPER_MM, PRINTABLE_MM } from '../page';
import { printable } from '../text';

const LINE_HEIGHT = 1.25;
const MM_PER_PT = 25.4 / 72;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A font name from the settings, safe inside a CSS string. */
function cssFontName(name: string): string {
  const safe = name.replace(/[^\p{L}\p{N} -]/gu, '').trim();
  return safe === '' ? 'Tahoma' : safe;
}

function styleClasses(block: { bold?: boolean; size?: string; align?: string }): string {
  const classes = ['l'];
  if (block.align === 'center') classes.push('c');
  if (block.align === 'right') classes.push('r');
  if (block.bold) classes.push('b');
  if (block.size === 'tall') classes.push('tall');
  if (block.size === 'large') classes.push('large');
  return classes.join(' ');
}

function indentStyle(indent: number, hang: number): string {
  if (indent === 0 && hang === 0) return '';
  return ` style="padding-left:${indent + hang}ch;text-indent:-${hang}ch"`;
}

function blockHtml(block: TicketBlock): string {
  switch (block.type) {
    case 'text':
      return `<div class="${styleClasses(block)}"${indentStyle(block.indent, block.hang)}>${escapeHtml(printable(block.text).trim())}</div>`;
    case 'columns':
      return (
        `<div class="${styleClasses(block)} cols">` +
        `<span class="left"${indentStyle(block.indent, block.hang)}>${escapeHtml(printable(block.left).trim())}</span>` +
        `<span class="fill${block.fill === '.' ? ' dots' : ''}"></span>` +
        `<span class="right">${escapeHtml(printable(block.right).trim())}</span></div>`
      );
    case 'pre':
      return `<div class="${styleClasses(block)} pre">${escapeHtml(printable(block.text).trimEnd())}</div>`;
    case 'separator':
      return `<div class="sep${block.char === '=' ? ' double' : ''}"></div>`;
    case 'feed':
      return `<div class="feed" style="height:${Math.max(0, block.lines) * LINE_HEIGHT}em"></div>`;
    case 'cut':
      return '<div class="cut"></div>';
  }
}

export function renderHtml(ticket: Ticket): string {
  const page = ticket.page;
  const printableMm = PRINTABLE_MM[page.width];
  const columnMm = printableMm / page.columns;
  const css = [
    `@page{size:${PAPER_MM[page.width]}mm auto;margin:0}`,
    'html,body{margin:0;padding:0;background:#fff;color:#000}',
    `body{box-sizing:border-box;width:${printableMm}mm;padding:0 ${(page.marginRight * columnMm).toFixed(2)}mm 0 ${(page.marginLeft * columnMm).toFixed(2)}mm;` +
      `font-family:"${cssFontName(page.fontName)}",sans-serif;font-size:${page.fontSize}pt;line-height:${LINE_HEIGHT}}`,
    '.l{white-space:pre-wrap;overflow-wrap:anywhere}',
    '.c{text-align:center}.r{text-align:right}.b{font-weight:bold}',
    '.tall{font-size:1.5em}.large{font-size:2em}',
    '.cols{display:flex;align-items:baseline}.cols .left{flex:0 1 auto;min-width:0}',
    '.cols .fill{flex:1 0 1ch;margin:0 .25em}.cols .fill.dots{border-bottom:1px dotted currentColor}',
    '.cols .right{flex:0 0 auto;white-space:nowrap;text-indent:0}',
    '.pre{white-space:pre;overflow:hidden}',
    '.sep{border-top:1px dashed #000;margin:.35em 0}.sep.double{border-top:3px double #000}',
    '.cut{border-top:1px dashed #888;margin:1em 0 0;page-break-after:always}',
  ].join('\n');
  const body = [
    page.lineSkip > 0 ? `<div class="feed" style="height:${page.lineSkip * LINE_HEIGHT}em"></div>` : '',
    ...ticket.blocks.map(blockHtml),
  ]
    .filter((s) => s !== '')
    .join('\n');
  return (
    `<!doctype html>\n<html lang="pt-BR">\n<head>\n<meta charset="utf-8">\n` +
    `<title>${escapeHtml(printable(ticket.title))}</title>\n<style>\n${css}\n</style>\n</head>\n` +
    `<body data-ticket="${ticket.kind}">\n${body}\n</body>\n</html>\n`
  );
}

/**
 * Page size for Electron's webContents.print (microns): without it Electron prints on A4. The
 * height is an estimate from the laid-out lines; a roll printer's driver ends the page there.
 */
export function htmlPageSize(ticket: Ticket): { width: number; height: number } {
  const lines = layoutTicket(ticket).reduce(
    (sum, item) => sum + (item.kind === 'line' ? (item.size === 'normal' ? 1 : item.size === 'tall' ? 1.5 : 2) : 1),
    ticket.page.lineSkip,
  );
  const heightMm = lines * ticket.page.fontSize * MM_PER_PT * LINE_HEIGHT * 1.1 + 10;
  return { width: PAPER_MM[ticket.page.width] * 1000, height: Math.max(50_000, Math.round(heightMm * 1000)) };
}
