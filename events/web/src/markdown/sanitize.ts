import { defaultTreeAdapter as tree, html, parseFragment, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  DROPPED_WITH_CONTENT,
  LINK_REL,
  LINK_TARGET,
  MARKUP_CLASSES,
  MAX_ELEMENT_DEPTH,
  VIDEO_ATTRIBUTES,
} from './policy.ts';
import { safeUrl } from './urls.ts';

type Node = DefaultTreeAdapterTypes.Node;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type Element = DefaultTreeAdapterTypes.Element;
type Attribute = Element['attrs'][number];

// Member HTML is parsed by parse5 (the WHATWG parsing algorithm, as a page's innerHTML would parse it) into plain
// objects, never into a DOM: Chromium checks the page's CSP the moment it parses an on* attribute into any document
// of the page, even a DOMParser or <template> one that never runs it (issue 20, ADR 33), so in the browser the text
// must not meet the DOM before it is clean. Only the allowed elements are copied into a new tree, which parse5
// serialises with text and attribute values escaped.

const TAGS = new Set(ALLOWED_TAGS);
const ATTRIBUTES = new Set(ALLOWED_ATTRIBUTES);
const DROPPED = new Set(DROPPED_WITH_CONTENT);
const ALIGNMENTS = new Set(['left', 'right', 'center', 'justify']);
const SIZE = /^\d{1,4}%?$/;
// A div as the context, the way the page's innerHTML parses the result; no quirks mode.
const CONTEXT = tree.createElement('div', html.NS.HTML, []);

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

/** The attributes the element keeps, in their order; a link always opens in a new tab without the opener. */
function keptAttributes(tag: string, attributes: readonly Attribute[]): Attribute[] {
  const kept: Attribute[] = [];
  for (const { name, value, namespace } of attributes) {
    const keep = !namespace && ATTRIBUTES.has(name) ? keptValue(tag, name, value) : null;
    if (keep !== null) kept.push({ name, value: keep });
  }
  if (tag === 'a') {
    if (!kept.some((attribute) => attribute.name === 'target')) kept.push({ name: 'target', value: LINK_TARGET });
    if (!kept.some((attribute) => attribute.name === 'rel')) kept.push({ name: 'rel', value: LINK_REL });
  }
  return kept;
}

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

/** Foreign (SVG, MathML) elements and those whose content is no text for the reader go whole. */
function isDroppedWhole(element: Element): boolean {
  return element.namespaceURI !== html.NS.HTML || DROPPED.has(element.tagName);
}

/** The text a subtree would show once sanitised, for elements past the depth limit. */
function keptText(parent: ParentNode): string {
  let text = '';
  for (const child of parent.childNodes) {
    if (child.nodeName === '#text') text += (child as DefaultTreeAdapterTypes.TextNode).value;
    else if (isElement(child) && !isDroppedWhole(child)) text += keptText(child);
  }
  return text;
}

/**
 * Copies what the rules allow from `source`'s children into `target`: text, and allowed elements with their kept
 * attributes. Other elements leave their content in their place; a link without its URL keeps its text, an image or
 * video without its source goes; below the depth limit only the text stays.
 */
function copyAllowed(source: ParentNode, target: ParentNode, depth: number): void {
  for (const child of source.childNodes) {
    if (child.nodeName === '#text') {
      tree.insertText(target, (child as DefaultTreeAdapterTypes.TextNode).value);
      continue;
    }
    if (!isElement(child) || isDroppedWhole(child)) continue;
    const tag = child.tagName;
    if (!TAGS.has(tag)) {
      copyAllowed(child, target, depth);
      continue;
    }
    const attributes = keptAttributes(tag, child.attrs);
    const hasUrl = (name: string) => attributes.some((attribute) => attribute.name === name);
    if ((tag === 'img' || tag === 'video') && !hasUrl('src')) continue;
    if (tag === 'a' && !hasUrl('href')) {
      copyAllowed(child, target, depth);
    } else if (depth >= MAX_ELEMENT_DEPTH) {
      tree.insertText(target, keptText(child));
    } else {
      const element = tree.createElement(tag, html.NS.HTML, attributes);
      tree.appendChild(target, element);
      copyAllowed(child, element, depth + 1);
    }
  }
}

/** Safe HTML: only the site's tags, attributes and URLs (core §5), however hostile the input. */
export function sanitize(markup: string): string {
  if (!markup) return '';
  const clean = tree.createDocumentFragment();
  copyAllowed(parseFragment(CONTEXT, markup, {}), clean, 0);
  return serialize(clean);
}
