import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_SETTINGS } from '../api/areas/printing';
import { redirectHeading, redirectedTicket } from './redirect';
import { renderText } from './render/text';
import { buildSampleTestTicket } from './testPage';

describe('a ticket printed on a backup printer', () => {
  it('opens with the station it was meant for and why', () => {
    expect(redirectHeading({ station: 'Cozinha', printedOn: 'Caixa', cause: 'sem papel' })).toBe('COZINHA — impresso no Caixa (Cozinha sem papel)');
  });

  it('the heading comes first, the ticket follows unchanged, within the paper width', () => {
    const ticket = buildSampleTestTicket('Cozinha', DEFAULT_PRINT_SETTINGS);
    const moved = redirectedTicket(ticket, { station: 'Cozinha', printedOn: 'Caixa', cause: 'sem papel' });
    expect(moved.blocks.slice(2)).toEqual(ticket.blocks);
    const lines = renderText(moved).split('\n');
    const width = Math.max(...renderText(ticket).split('\n').map((l) => l.length));
    expect(lines.slice(0, 3).join(' ').replace(/\s+/g, ' ')).toContain('COZINHA - impresso no Caixa (Cozinha sem papel)');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(width);
    expect(moved.title).toBe(`${ticket.title} (impresso no Caixa)`);
  });
});
