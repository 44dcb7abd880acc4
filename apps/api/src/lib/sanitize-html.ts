import sanitizeHtml from 'sanitize-html';

/**
 * Rich text HTML (announcement messages, notification bodies) (sanitize-html 2.17.5): basic formatting and links only. Scripts,
 * styles, event handlers (`onerror=`), iframes, images and non-http(s)/mailto links never survive;
 * links get `rel="noopener noreferrer"` and a target of `_self` or `_blank` only.
 */
const MESSAGE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'ul', 'ol', 'li', 'a', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const target = attribs.target === '_blank' ? '_blank' : '_self';
      const href = attribs.href;
      return {
        tagName,
        attribs: {
          ...(href ? { href } : {}),
          target,
          rel: 'noopener noreferrer',
        },
      };
    },
  },
};

export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, MESSAGE_OPTIONS).trim();
}

/** Plain text (release-post summaries): every tag removed, entities kept as text. */
export function stripHtml(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();
}
