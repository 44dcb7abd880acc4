import { createElement, type ReactNode } from 'react';

/**
 * Renders an announcement message's HTML as React elements, keeping only the tags the server allows
 * (basic formatting and links) and links to http(s)/mailto. The server sanitises what it stores; this
 * renderer lets the preview show unsaved input without `dangerouslySetInnerHTML` (DOMParser never runs
 * scripts). The shell can reuse it for the announcements it shows.
 */
const ALLOWED = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'ul',
  'ol',
  'li',
  'a',
  'span',
]);

function safeHref(href: string | null): string | undefined {
  if (!href) return undefined;
  return /^(https?:|mailto:)/i.test(href.trim()) ? href.trim() : undefined;
}

function toReact(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = Array.from(element.childNodes).map((child, index) => toReact(child, `${key}.${index}`));
  if (!ALLOWED.has(tag)) {
    // Unknown wrappers keep their text; script/style/iframe content is dropped.
    return ['script', 'style', 'iframe', 'object', 'embed', 'template'].includes(tag) ? null : children;
  }
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const blank = element.getAttribute('target') === '_blank';
    return createElement(
      'a',
      {
        key,
        href: safeHref(element.getAttribute('href')),
        target: blank ? '_blank' : undefined,
        rel: 'noopener noreferrer',
        // Links take the banner's text colour (underlined), so they keep its contrast.
        style: { color: 'inherit', textDecoration: 'underline' },
      },
      ...children,
    );
  }
  return createElement(tag, { key }, ...children);
}

export function AnuncioHtml({ html }: { html: string }) {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return <>{Array.from(doc.body.childNodes).map((node, index) => toReact(node, String(index)))}</>;
}
