// Character and staff descriptions mark spoilers as ~!text!~ (the reference site's markdown); they stay hidden
// until the reader asks for them.
export interface DescriptionPart {
  readonly text: string;
  readonly spoiler: boolean;
}

export function splitSpoilers(text: string): DescriptionPart[] {
  const parts: DescriptionPart[] = [];
  const pattern = /~!([\s\S]*?)!~/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), spoiler: false });
    if (match[1]!.trim()) parts.push({ text: match[1]!, spoiler: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), spoiler: false });
  return parts;
}
