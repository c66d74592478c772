// The character and staff edit forms (ADR 22): every field as text, turned into the mutations' arguments; only
// those that differ from what the person holds are sent (the name as a whole when any part of it changed).

export type PersonKind = 'CHARACTER' | 'STAFF';

export interface PersonField {
  readonly key: string;
  readonly label: string;
  readonly input: 'text' | 'lines' | 'multiline' | 'date' | 'number';
}

const NAME: readonly PersonField[] = [
  { key: 'first', label: 'First name', input: 'text' },
  { key: 'middle', label: 'Middle name', input: 'text' },
  { key: 'last', label: 'Last name', input: 'text' },
  { key: 'full', label: 'Full name', input: 'text' },
  { key: 'native', label: 'Native name', input: 'text' },
  { key: 'alternative', label: 'Alternative names (one per line)', input: 'lines' },
];

export const PERSON_FIELDS: Record<PersonKind, readonly PersonField[]> = {
  CHARACTER: [
    ...NAME,
    { key: 'alternativeSpoiler', label: 'Spoiler names (one per line)', input: 'lines' },
    { key: 'image', label: 'Image URL', input: 'text' },
    { key: 'description', label: 'Description', input: 'multiline' },
    { key: 'gender', label: 'Gender', input: 'text' },
    { key: 'dateOfBirth', label: 'Birthday', input: 'date' },
    { key: 'age', label: 'Age', input: 'text' },
    { key: 'bloodType', label: 'Blood type', input: 'text' },
  ],
  STAFF: [
    ...NAME,
    { key: 'languageV2', label: 'Language', input: 'text' },
    { key: 'image', label: 'Image URL', input: 'text' },
    { key: 'description', label: 'Description', input: 'multiline' },
    { key: 'primaryOccupations', label: 'Occupations (one per line)', input: 'lines' },
    { key: 'gender', label: 'Gender', input: 'text' },
    { key: 'dateOfBirth', label: 'Birthday', input: 'date' },
    { key: 'dateOfDeath', label: 'Date of death', input: 'date' },
    { key: 'age', label: 'Age', input: 'number' },
    { key: 'homeTown', label: 'Home town', input: 'text' },
    { key: 'bloodType', label: 'Blood type', input: 'text' },
  ],
};

const NAME_KEYS = new Set(['first', 'middle', 'last', 'full', 'native', 'alternative', 'alternativeSpoiler']);

export type PersonDraft = Record<string, string>;

type Values = Record<string, unknown> & {
  readonly name?: Record<string, unknown> | null;
  readonly image?: { readonly large?: string | null } | null;
};

const asText = (value: unknown, input: PersonField['input']): string => {
  if (value == null) return '';
  if (input === 'lines') return (value as (string | null)[]).filter(Boolean).join('\n');
  if (input === 'date') {
    const d = value as { year?: number | null; month?: number | null; day?: number | null };
    return [d.year ?? '', d.month ?? '', d.day ?? ''].join('-').replace(/^--$/, '');
  }
  return String(value);
};

export function draftFromPerson(kind: PersonKind, values: Values): PersonDraft {
  return Object.fromEntries(
    PERSON_FIELDS[kind].map((f) => {
      const value = NAME_KEYS.has(f.key) ? values.name?.[f.key] : f.key === 'image' ? values.image?.large : values[f.key];
      return [f.key, asText(value, f.input)];
    }),
  );
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
const lines = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const int = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : null);
/** "yyyy-mm-dd" with any part left empty ("--03-30" is a birthday without a year). */
const date = (s: string) => {
  const [year = '', month = '', day = ''] = s.split('-');
  return { year: int(year), month: int(month), day: int(day) };
};

function argumentsOf(kind: PersonKind, draft: PersonDraft): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  const name: Record<string, unknown> = {};
  for (const f of PERSON_FIELDS[kind]) {
    const raw = draft[f.key] ?? '';
    const value = f.input === 'lines' ? lines(raw) : f.input === 'date' ? date(raw) : f.input === 'number' ? int(raw) : orNull(raw);
    if (NAME_KEYS.has(f.key)) name[f.key] = value;
    else args[f.key] = value;
  }
  return { name, ...args };
}

/** The arguments whose value the draft changes; the name goes whole when any part changed. */
export function changedPersonArguments(kind: PersonKind, original: PersonDraft, draft: PersonDraft): Record<string, unknown> {
  const before = argumentsOf(kind, original);
  const now = argumentsOf(kind, draft);
  return Object.fromEntries(Object.entries(now).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])));
}
