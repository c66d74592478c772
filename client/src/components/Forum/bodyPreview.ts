// A thread card's body preview (social §2): a line or two of plain text from the markdown, without loading the
// renderer. Spoilers stay hidden (a mark in their place), embeds and markup go, links keep their words.

const PREVIEW_LENGTH = 180;

export function bodyPreview(markdown: string | null | undefined, length = PREVIEW_LENGTH): string {
  const text = (markdown ?? '')
    .replace(/~!([\s\S]*?)!~/g, ' (spoiler) ')
    .replace(/<[^>]*>/g, ' ')
    // img220(url), webm(url), youtube(id) and plain images: nothing to read.
    .replace(/\b(?:img\d*%?|webm|youtube)\(([^)]*)\)/gi, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}|>+|[-*+]|\d+\.)\s+/gm, '')
    .replace(/(\*\*|__|~~|\+\+\+|~~~|`+|\*|_)/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
