import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, safeHref } from './SafeHtml';

function html(source: string) {
  const { container } = render(<SafeHtml html={source} />);
  return container.innerHTML;
}

describe('SafeHtml', () => {
  it('keeps the document structure of the contract', () => {
    expect(html('<h2>Cláusula 1</h2><p>Texto <strong>forte</strong> e <em>ênfase</em><br>linha</p><ul><li>a</li></ul>')).toBe(
      '<h2>Cláusula 1</h2><p>Texto <strong>forte</strong> e <em>ênfase</em><br>linha</p><ul><li>a</li></ul>',
    );
  });
  it('drops scripts, frames, event handlers, styles and unknown attributes', () => {
    const out = html(
      '<p onclick="alert(1)" style="color:red" class="x">oi</p><script>alert(1)</script><iframe src="https://x"></iframe><img src=x onerror="alert(1)">',
    );
    expect(out).toBe('<p>oi</p>');
  });
  it('keeps the text of unknown tags without the tag', () => {
    expect(html('<font color="red">importante</font>')).toBe('importante');
  });
  it('keeps http links (opening outside) and unwraps javascript: links', () => {
    expect(html('<a href="https://exemplo.com/termos">termos</a>')).toBe(
      '<a href="https://exemplo.com/termos" target="_blank" rel="noopener noreferrer">termos</a>',
    );
    expect(html('<a href="javascript:alert(1)">clique</a>')).toBe('clique');
  });
  it('shows plain text as text', () => {
    expect(html('1 < 2 & "aspas"')).toBe('1 &lt; 2 &amp; "aspas"');
  });
});

describe('safeHref', () => {
  it('allows http, https and mailto only', () => {
    expect(['mailto:a@b.com', ' data:text/html,x', '/relativo', null].map((value) => safeHref(value))).toEqual(['mailto:a@b.com', null, null, null]);
  });
});
