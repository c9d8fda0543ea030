/**
 * A ticket printed on a backup printer says so at its top: the station it was meant for and why it
 * came out here ('COZINHA — impresso no Caixa (Cozinha sem papel)'), so the cashier hands it to the
 * kitchen. The rest of the ticket is as it was built; the backup's code page renders it.
 */
import { type Ticket, separator, text } from './model';

export interface TicketRedirect {
  /** the printer the ticket was meant for */
  station: string;
  /** the backup it printed on */
  printedOn: string;
  /** why: the station's stop as it said it ('sem papel', 'tampa aberta', 'offline') */
  cause: string;
}

export function redirectHeading({ station, printedOn, cause }: TicketRedirect): string {
  return `${station.toLocaleUpperCase('pt-BR')} — impresso no ${printedOn} (${station} ${cause})`;
}

export function redirectedTicket(ticket: Ticket, redirect: TicketRedirect): Ticket {
  return {
    ...ticket,
    title: `${ticket.title} (impresso no ${redirect.printedOn})`,
    blocks: [text(redirectHeading(redirect), { align: 'center', bold: true }), separator('='), ...ticket.blocks],
  };
}
