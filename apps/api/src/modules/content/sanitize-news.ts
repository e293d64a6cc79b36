// The one sanitiser of news bodies (decision 107): sanitize-html with an allow-list of the editor's formatting.
import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';

// Loaded with the first body, not at start-up (about 3 MB resident): a server that never sees a news body saves it.
const require = createRequire(import.meta.url);
let sanitizeHtml: typeof SanitizeHtml | undefined;

/** What the editor (TipTap's starter kit) produces; anything else is dropped, its text kept. */
const OPTIONS: SanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
  ],
  // No style, no class, no event handlers: only a link's address (its target and rel are set below).
  allowedAttributes: { a: ['href', 'target', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style contents are removed with the element, never kept as text.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        target: '_blank',
        rel: 'noopener noreferrer nofollow',
      },
    }),
    b: 'strong',
    i: 'em',
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

/** The body as stored and served: safe to put into a page as HTML. */
export function sanitizeNewsHtml(html: string): string {
  sanitizeHtml ??= require('sanitize-html') as typeof SanitizeHtml;
  return sanitizeHtml(html, OPTIONS).trim();
}
