import createDOMPurify, { type Config, type WindowLike } from 'dompurify';
import {
  ALLOWED_ATTRIBUTES, ALLOWED_TAGS, LINK_REL, LINK_TARGET, MARKUP_CLASSES, MAX_ELEMENT_DEPTH, VIDEO_ATTRIBUTES,
} from './policy.ts';
import { safeUrl } from './urls.ts';

export type Sanitize = (html: string) => string;

const CONFIG: Config & { RETURN_DOM: true } = {
  // DOMPurify walks from the body of the document it parses into; when body is not allowed it copies the whole
  // tree out of it first, doubling the work. Its own defaults allow body; only body.innerHTML is ever returned.
  ALLOWED_TAGS: [...ALLOWED_TAGS, 'body'],
  ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_NAMESPACES: ['http://www.w3.org/1999/xhtml'],
  // DOMPurify's own protocol check, narrowed to ours; safeUrl below has the last word.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  // The sanitised body itself: no copy into a fragment (moving nodes is costly in jsdom), serialised below.
  RETURN_DOM: true,
};

const ALIGNMENTS = new Set(['left', 'right', 'center', 'justify']);
const SIZE = /^\d{1,4}%?$/;

/** The value an allowed attribute keeps on this tag, or null to remove it. */
function keptValue(tag: string, name: string, value: string): string | null {
  const trimmed = value.trim();
  switch (name) {
    case 'href':
      return tag === 'a' ? safeUrl(value, 'link') : null;
    case 'src':
      return tag === 'img' || tag === 'video' ? safeUrl(value, 'media') : null;
    case 'width':
    case 'height':
      return SIZE.test(trimmed) ? trimmed : null;
    case 'align':
      return ALIGNMENTS.has(trimmed.toLowerCase()) ? trimmed.toLowerCase() : null;
    case 'class':
      return MARKUP_CLASSES[tag]?.includes(trimmed) ? trimmed : null;
    // The site's own values on links (the parser already writes them), never the text's.
    case 'target':
      return tag === 'a' && value === LINK_TARGET ? value : null;
    case 'rel':
      return tag === 'a' && value === LINK_REL ? value : null;
    default:
      return tag === 'video' && VIDEO_ATTRIBUTES.includes(name) ? '' : null;
  }
}

/** Applies the site's attribute rules; false when the element is useless without the link or source it lost. */
function applyAttributePolicy(element: Element): boolean {
  const tag = element.nodeName.toLowerCase();
  for (const name of element.getAttributeNames()) {
    const value = element.getAttribute(name) ?? '';
    const kept = keptValue(tag, name, value);
    if (kept === null) element.removeAttribute(name);
    else if (kept !== value) element.setAttribute(name, kept);
  }
  if (tag === 'a') {
    if (!element.hasAttribute('href')) return false;
    if (!element.hasAttribute('target')) element.setAttribute('target', LINK_TARGET);
    if (!element.hasAttribute('rel')) element.setAttribute('rel', LINK_REL);
  }
  return !((tag === 'img' || tag === 'video') && !element.hasAttribute('src'));
}

/** A refused link keeps its text; a refused image or video goes. */
function drop(element: Element): void {
  if (element.nodeName.toLowerCase() === 'a') element.replaceWith(...Array.from(element.childNodes));
  else element.remove();
}

/**
 * DOMPurify bound to a window (jsdom's on the server, the page's in the browser) with the site's allow lists, and a
 * hook for what DOMPurify does not know: URL rules, https upgrade, new-tab links, piracy hosts, class values.
 */
export function createSanitizer(window: WindowLike): Sanitize {
  const purify = createDOMPurify(window);
  // DOMPurify hands unsupported environments their input back untouched: refuse to run rather than pass HTML on.
  if (!purify.isSupported) throw new Error('DOMPurify is not supported by this window');
  // Once, not per call: DOMPurify would rebuild its allow lists from the config on every sanitize.
  purify.setConfig(CONFIG);
  // Per call: elements that lost their link or source, the first elements past the depth limit, and depths
  // (DOMPurify visits parents before children, so a parent's depth is known when its children come).
  let refused: Element[] = [];
  let tooDeep: Element[] = [];
  let depths = new Map<Node, number>();
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType !== 1) return;
    if (node.nodeName === 'BODY') return void depths.set(node, 0);
    if (!applyAttributePolicy(node)) refused.push(node);
    const depth = (node.parentNode ? (depths.get(node.parentNode) ?? 0) : 0) + 1;
    depths.set(node, depth);
    if (depth === MAX_ELEMENT_DEPTH + 1) tooDeep.push(node);
  });

  return (html) => {
    if (!html) return '';
    try {
      // setConfig's RETURN_DOM makes this the sanitised body, whatever the string overload's type says.
      const body: unknown = purify.sanitize(html);
      if (!(body instanceof window.Element)) throw new Error('DOMPurify returned no DOM');
      for (const element of refused) drop(element);
      // Below the depth limit only the text stays: one replacement per subtree, where unwrapping element by element
      // would move the same deep subtree again and again.
      for (const element of tooDeep) element.replaceWith(element.ownerDocument.createTextNode(element.textContent ?? ''));
      return body.innerHTML;
    } finally {
      refused = [];
      tooDeep = [];
      depths = new Map();
    }
  };
}
