/**
 * The ticket model: what a ticket says, line by line, independent of how it is printed. Layouts
 * (caixa, produção, test page) build it; renderers turn it into plain text, HTML or ESC/POS.
 * Texts are stored as given: every renderer passes them through `printable` (bars, punctuation).
 */
import type { PageSetup } from './page';

export type Align = 'left' | 'center' | 'right';
/** 'tall' is double height (same columns); 'large' is double width and height (half the columns). */
export type TextSize = 'normal' | 'tall' | 'large';

export interface TextStyle {
  align?: Align;
  bold?: boolean;
  size?: TextSize;
  /** blank columns before the text */
  indent?: number;
  /** further columns before continuation lines when the text wraps */
  hang?: number;
}

export type TicketBlock =
  | { type: 'text'; text: string; align: Align; bold: boolean; size: TextSize; indent: number; hang: number }
  /** left text, filler, right text: '2x Pizza ........ R$ 10,00' */
  | {
      type: 'columns';
      left: string;
      right: string;
      fill: '.' | ' ';
      bold: boolean;
      size: TextSize;
      indent: number;
      hang: number;
    }
  /** a line printed as is (spaces kept), cut into lines of the content width if longer */
  | { type: 'pre'; text: string; bold: boolean; size: TextSize }
  | { type: 'separator'; char: '-' | '=' }
  | { type: 'feed'; lines: number }
  | { type: 'cut' };

export type TicketKind = 'caixa' | 'producao' | 'teste' | 'texto' | 'fechamento';

export interface Ticket {
  kind: TicketKind;
  /** short description for logs and the print job name */
  title: string;
  page: PageSetup;
  blocks: TicketBlock[];
}

export function text(value: string, style: TextStyle = {}): TicketBlock {
  return {
    type: 'text',
    text: value,
    align: style.align ?? 'left',
    bold: style.bold ?? false,
    size: style.size ?? 'normal',
    indent: style.indent ?? 0,
    hang: style.hang ?? 0,
  };
}

export function columns(left: string, right: string, style: TextStyle & { fill?: '.' | ' ' } = {}): TicketBlock {
  return {
    type: 'columns',
    left,
    right,
    fill: style.fill ?? '.',
    bold: style.bold ?? false,
    size: style.size ?? 'normal',
    indent: style.indent ?? 0,
    hang: style.hang ?? 0,
  };
}

export function pre(value: string, style: Pick<TextStyle, 'bold' | 'size'> = {}): TicketBlock {
  return { type: 'pre', text: value, bold: style.bold ?? false, size: style.size ?? 'normal' };
}

export function separator(char: '-' | '=' = '-'): TicketBlock {
  return { type: 'separator', char };
}

export function cut(): TicketBlock {
  return { type: 'cut' };
}
