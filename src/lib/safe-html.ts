import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * The one gate for HTML the portal did not write (bulletins today): an explicit allowlist, so what
 * is not named here never reaches the page. The rules and their reasons are in docs/decisions.md
 * ("Bulletin HTML"). In short: formatting, headings, lists, tables, links and images survive; style
 * (but text-align), class, id, forms, frames, embedded objects, SVG/MathML and event handlers do not.
 */

const TAGS = [
  // Text and blocks
  'p',
  'br',
  'hr',
  'div',
  'span',
  'blockquote',
  'pre',
  'code',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'sub',
  'sup',
  'small',
  'mark',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  // Lists
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  // Tables
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  // Links and images (their addresses are checked below)
  'a',
  'img',
];

/**
 * No `class` (the portal's own classes include fixed overlays and hidden elements), no `id`/`name`
 * (they clobber globals). `style` only to be rewritten below: of all CSS, only text-align survives,
 * since a style can hide, cover or move the portal, or load a remote image.
 */
const ATTRIBUTES = ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'scope', 'align', 'style'];

/** What the content of a refused element becomes: text for most, nothing for these. */
const DROP_WITH_CONTENT = ['form', 'button', 'select', 'textarea', 'option', 'object', 'embed', 'applet', 'frameset', 'dialog'];

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Images the reader's browser would fetch from nowhere else: the portal itself or the bulletin. */
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/]+=*$/i;

const ALIGNMENTS = new Set(['left', 'center', 'right', 'justify']);

const CONFIG: Config = {
  ALLOWED_TAGS: TAGS,
  ALLOWED_ATTR: ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // A first coarse filter: http(s), mailto, tel or a relative address (DOMPurify lets images also take
  // data: addresses, which the hook below narrows to raster images).
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))/i,
  ADD_FORBID_CONTENTS: DROP_WITH_CONTENT,
  SANITIZE_DOM: true,
};

function linkAllowed(href: string, origin: string): boolean {
  try {
    return LINK_PROTOCOLS.has(new URL(href, origin).protocol);
  } catch {
    return false;
  }
}

function imageAllowed(src: string, origin: string): boolean {
  if (DATA_IMAGE.test(src.replace(/\s+/g, ''))) return true;
  try {
    const url = new URL(src, origin);
    return url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:');
  } catch {
    return false;
  }
}

let purifier: Purifier | null = null;

/** A DOMPurify of our own: its hooks never change the sanitising of anyone else's default instance. */
function ourPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  const origin = window.location.origin;
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    const tag = node.tagName.toLowerCase();
    if (tag === 'a') {
      const href = node.getAttribute('href');
      if (href !== null && !linkAllowed(href, origin)) node.removeAttribute('href');
      // A bulletin's link leaves the portal in a new tab, which gets no handle back to the portal.
      if (node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (tag === 'img') {
      const src = node.getAttribute('src');
      if (src === null || !imageAllowed(src, origin)) {
        node.remove();
        return;
      }
      // An image without a text alternative is decoration to a screen reader, not a file name.
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
    for (const size of ['width', 'height', 'colspan', 'rowspan']) {
      const value = node.getAttribute(size);
      if (value !== null && !/^\d{1,4}$/.test(value.trim())) node.removeAttribute(size);
    }
    const align = node.getAttribute('align');
    if (align !== null && !ALIGNMENTS.has(align.trim().toLowerCase())) node.removeAttribute('align');
    if (node.hasAttribute('style')) {
      // Read by the browser's own CSS parser, then written back as the one declaration we keep.
      const textAlign = node instanceof HTMLElement ? node.style.textAlign.toLowerCase() : '';
      node.removeAttribute('style');
      if (ALIGNMENTS.has(textAlign)) node.setAttribute('style', `text-align: ${textAlign}`);
    }
  });
  purifier = instance;
  return instance;
}

/** Bulletin HTML made safe to put into the page (`dangerouslySetInnerHTML`). */
export function sanitizeBulletinHtml(html: string): string {
  if (!html) return '';
  return ourPurifier().sanitize(html, CONFIG);
}
