import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from './policy.ts';

// An independent look at rendered output, for the tests (in Node over jsdom and in Chromium over the page's DOM):
// deliberately simpler than the sanitiser and sharing none of its URL code, so a mistake there shows up here.
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
const DANGEROUS = /^(?:javascript|vbscript|data|file|blob):/i;
const TAGS = new Set(ALLOWED_TAGS);
const ATTRIBUTES = new Set(ALLOWED_ATTRIBUTES);

/** The value with what URL parsers ignore taken out: whitespace, control characters. */
function squeezed(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  return value.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g, '');
}

function urlProblem(tag: string, name: string, value: string): string | null {
  const url = squeezed(value);
  if (/^[\\/]{2}/.test(url)) return `${tag}[${name}] is protocol-relative: ${value}`;
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return null;
  if (name === 'src' && scheme !== 'https') return `${tag}[src] is not https: ${value}`;
  if (scheme !== 'https' && scheme !== 'http' && scheme !== 'mailto') return `${tag}[${name}] has scheme ${scheme}: ${value}`;
  return null;
}

/** Everything in the rendered tree that the rules do not allow; empty when the output is harmless. */
export function findHazards(root: ParentNode): string[] {
  const problems: string[] = [];
  const walk = (node: Node): void => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 8) problems.push('comment node');
      else if (child.nodeType === 1) {
        const element = child as Element;
        const tag = element.nodeName.toLowerCase();
        if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') problems.push(`${tag} in ${element.namespaceURI}`);
        if (!TAGS.has(tag)) problems.push(`tag ${tag}`);
        for (const { name, value } of Array.from(element.attributes)) {
          if (!ATTRIBUTES.has(name)) problems.push(`${tag}[${name}] not allowed`);
          if (/^on/i.test(name)) problems.push(`${tag}[${name}] event handler`);
          if (DANGEROUS.test(squeezed(value))) problems.push(`${tag}[${name}] = ${value}`);
          if (name === 'href' || name === 'src') {
            const problem = urlProblem(tag, name, value);
            if (problem) problems.push(problem);
          }
        }
        if (tag === 'a' && (element.getAttribute('target') !== '_blank' || !/noopener/.test(element.getAttribute('rel') ?? ''))) {
          problems.push(`a without target=_blank rel=noopener: ${element.outerHTML.slice(0, 120)}`);
        }
        walk(element);
      } else if (child.nodeType !== 3) problems.push(`node type ${child.nodeType}`);
    }
  };
  walk(root as unknown as Node);
  return problems;
}
