import { buildCashierTicket } from '../caixa';
import { EXAMPLE_OPTIONS, EXAMPLE_ORDER, EXAMPLE_SETTINGS } from '../examples/exampleOrder';
import { type Ticket, cut, text } from '../model';
import { pageSetup } from '../page';
import { escapeHtml, htmlPageSize, renderHtml } from './html';

function ticket(overrides = {}, blocks = [text('<script>alert("x")</script> & [teste]'), cut()]): Ticket {
  return { kind: 'teste', title: 'Teste <b>', page: pageSetup({ ...EXAMPLE_SETTINGS, ...overrides }), blocks };
}

describe('HTML renderer', () => {
  it('escapes every text and replaces [ ] { } by a bar', () => {
    const html = renderHtml(ticket());
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; |teste|');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>Teste &lt;b&gt;</title>');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });

  it('is self-contained: no external resources', () => {
    const html = renderHtml(buildCashierTicket(EXAMPLE_ORDER, EXAMPLE_SETTINGS, EXAMPLE_OPTIONS));
    expect(html).not.toMatch(/<link|<script|src=|url\(|@import|https?:/);
    expect(html).toContain('<meta charset="utf-8">');
  });

  it('takes the font family and size from the settings', () => {
    const html = renderHtml(ticket({ nomeFonte: 'Courier New', tamanhoFonte: 12 }));
    expect(html).toContain('font-family:"Courier New",sans-serif;font-size:12pt');
  });

  it('keeps a font name from breaking out of the style sheet', () => {
    const html = renderHtml(ticket({ nomeFonte: 'X"}</style><script>' }));
    expect(html).toContain('font-family:"Xstylescript",sans-serif');
  });

  it('sets the width from the page width (printable 48 mm / 70 mm on 58 mm / 80 mm paper)', () => {
    expect(renderHtml(ticket({ larguraMaximaPagina: '4,8' }))).toContain('@page{size:58mm auto;margin:0}');
    expect(renderHtml(ticket({ larguraMaximaPagina: '4,8' }))).toContain('width:48mm');
    expect(renderHtml(ticket({ larguraMaximaPagina: '7,0' }))).toContain('width:70mm');
  });

  it('turns margins in columns into millimetres, and the line skip into space at the top', () => {
    const html = renderHtml(ticket({ larguraMaximaPagina: '7,0', margemEsquerda: 2, margemDireita: 1, saltoLinhaInicio: 2 }));
    expect(html).toContain('padding:0 1.46mm 0 2.92mm');
    expect(html).toContain('<div class="feed" style="height:2.5em"></div>');
  });

  it('gives Electron a page size in microns, never A4', () => {
    const size = htmlPageSize(buildCashierTicket(EXAMPLE_ORDER, EXAMPLE_SETTINGS, EXAMPLE_OPTIONS));
    expect(size.width).toBe(80_000);
    expect(size.height).toBeGreaterThan(100_000);
    expect(htmlPageSize(ticket({ larguraMaximaPagina: '4,8' })).width).toBe(58_000);
  });
});
