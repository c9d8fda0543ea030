import { createElement, Fragment, type ReactNode } from 'react';

/**
 * Renders platform HTML (the contract text) without ever handing it to innerHTML: the markup is
 * parsed inert (DOMParser runs no script and loads nothing), then rebuilt as React elements
 * from an allow-list. Unknown tags keep their text; scripts, styles, frames, forms, event
 * handlers, styles and every attribute but a safe link's href are dropped.
 */
const ALLOWED = new Set([
  'p', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'span', 'div', 'blockquote',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'a', 'pre', 'code',
]);
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'form', 'textarea', 'select', 'button', 'head', 'title']);
const VOID = new Set(['br', 'hr']);

export function safeHref(href: string | null): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'mailto:' ? url.href : null;
  } catch {
    return null;
  }
}

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return null;
  const children = Array.from(el.childNodes, (child, i) => convert(child, `${key}.${i}`));
  if (!ALLOWED.has(tag)) return createElement(Fragment, { key }, ...children);
  if (VOID.has(tag)) return createElement(tag, { key });
  if (tag === 'a') {
    const href = safeHref(el.getAttribute('href'));
    if (!href) return createElement(Fragment, { key }, ...children);
    // Opens outside the panel (the system browser in Electron).
    return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer' }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

export function htmlToReact(html: string): ReactNode[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes, (child, i) => convert(child, String(i)));
}

export function SafeHtml({ html }: { html: string }) {
  return <>{htmlToReact(html)}</>;
}
