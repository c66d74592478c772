// Character descriptions often open with "__Height:__ 160 cm" lines (the reference site's markdown): they are
// facts, shown with the page's details rather than as text.
export interface DescriptionFact {
  readonly label: string;
  readonly value: string;
}

const FACT = /^\s*(?:__|\*\*)([^_*\n]+?):\s*(?:__|\*\*)\s*(.+?)\s*$/;

export function descriptionFacts(text: string): { facts: DescriptionFact[]; rest: string } {
  const facts: DescriptionFact[] = [];
  const rest: string[] = [];
  for (const line of text.split('\n')) {
    const match = FACT.exec(line);
    if (match) facts.push({ label: match[1]!.trim(), value: match[2]!.replace(/__|\*\*/g, '') });
    else rest.push(line);
  }
  return {
    facts,
    rest: rest
      .join('\n')
      .replace(/__|\*\*/g, '')
      .trim(),
  };
}
