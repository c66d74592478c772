import type { MarkdownIt, StateBlock } from 'markdown-it';
import { SPOILER_CLASS } from './policy.ts';

interface Container {
  readonly name: string;
  readonly open: string;
  readonly close: string;
  readonly tag: string;
  readonly className?: string;
  /** A one-line spoiler is left to the inline rule (a span inside the paragraph). */
  readonly multiLineOnly: boolean;
}

const CONTAINERS: readonly Container[] = [
  { name: 'centre', open: '+++', close: '+++', tag: 'center', multiLineOnly: false },
  { name: 'spoiler_block', open: '~!', close: '!~', tag: 'div', className: SPOILER_CLASS, multiLineOnly: true },
];

// Per parse and container, the first line from which no closing marker follows up to endLine: a text with many
// opening markers and no closing one must not be scanned to the end once per marker.
interface Unclosed {
  readonly from: number;
  readonly endLine: number;
}
const unclosed = new WeakMap<StateBlock, Map<string, Unclosed>>();

function lineEnd(state: StateBlock, line: number): number {
  let end = state.eMarks[line]!;
  const start = state.bMarks[line]! + state.tShift[line]!;
  while (end > start && /\s/.test(state.src[end - 1]!)) end--;
  return end;
}

/** The line whose text ends with the closing marker, or -1. */
function findClose(state: StateBlock, container: Container, startLine: number, endLine: number): number {
  const known = unclosed.get(state)?.get(container.name);
  if (known && startLine >= known.from && endLine <= known.endLine) return -1;
  const contentStart = state.bMarks[startLine]! + state.tShift[startLine]! + container.open.length;
  for (let line = startLine; line < endLine; line++) {
    const from = line === startLine ? contentStart : state.bMarks[line]! + state.tShift[line]!;
    const end = lineEnd(state, line);
    const closeAt = end - container.close.length;
    if (closeAt >= from && state.src.startsWith(container.close, closeAt)) return line;
    // A closing marker inside the first line (not at its end) means inline syntax, not a block.
    if (line === startLine && state.src.slice(from, end).includes(container.close)) return -1;
  }
  const marks = unclosed.get(state) ?? new Map<string, Unclosed>();
  marks.set(container.name, { from: startLine, endLine });
  unclosed.set(state, marks);
  return -1;
}

function containerRule(container: Container) {
  return (state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean => {
    if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
    const start = state.bMarks[startLine]! + state.tShift[startLine]!;
    if (!state.src.startsWith(container.open, start)) return false;
    const closeLine = findClose(state, container, startLine, endLine);
    if (closeLine < 0 || (container.multiLineOnly && closeLine === startLine)) return false;

    const text = state.getLines(startLine, closeLine + 1, state.blkIndent, false).trim();
    const inner = text.slice(container.open.length, text.length - container.close.length);
    if (!inner.trim()) return false;
    if (silent) return true;

    const open = state.push(`${container.name}_open`, container.tag, 1);
    open.block = true;
    open.markup = container.open;
    open.map = [startLine, closeLine + 1];
    if (container.className) open.attrSet('class', container.className);

    // The inner text is parsed as blocks of its own, one nesting level deeper, so markdown-it's nesting limit
    // also bounds containers inside containers.
    const nested = new state.md.block.State(inner, state.md, state.env, state.tokens);
    nested.level = state.level;
    state.md.block.tokenize(nested, 0, nested.lineMax);

    const close = state.push(`${container.name}_close`, container.tag, -1);
    close.block = true;
    close.markup = container.close;
    state.line = closeLine + 1;
    return true;
  };
}

/** Block syntax: +++centred+++ and ~!multi-line spoilers!~, both may span paragraphs. */
export function containerPlugin(md: MarkdownIt): void {
  for (const container of CONTAINERS) {
    md.block.ruler.before('fence', container.name, containerRule(container), {
      alt: ['paragraph', 'reference', 'blockquote', 'list'],
    });
  }
}
