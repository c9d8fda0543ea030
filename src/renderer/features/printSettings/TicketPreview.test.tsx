import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SCREEN_DEFAULTS } from './model';
import { TicketPreview } from './TicketPreview';

const props = { settings: SCREEN_DEFAULTS, storeName: 'Pizzaria Bella Napoli', timeZone: 'America/Sao_Paulo', categories: [] };

describe('TicketPreview', () => {
  it('draws its first frame without the tickets (the form shows first), in boxes of their size', () => {
    // what React draws before the deferred render: the server's render stops there
    const first = renderToString(<TicketPreview {...props} />);
    expect(first).toContain('Via do caixa');
    expect(first).not.toContain('<iframe');
  });

  it('then shows the cashier ticket in a sandboxed frame', () => {
    render(<TicketPreview {...props} />);
    const cashier = screen.getByTitle('Via do caixa');
    expect(cashier.tagName).toBe('IFRAME');
    expect(cashier.getAttribute('sandbox')).toBe('');
    expect(cashier.getAttribute('srcdoc')).toMatch(/^<!doctype html>/);
  });
});
