// Voice actor languages in the order the language selector lists them; JAPANESE is the default (core §2).
export const STAFF_LANGUAGES = [
  'JAPANESE',
  'ENGLISH',
  'KOREAN',
  'ITALIAN',
  'SPANISH',
  'PORTUGUESE',
  'FRENCH',
  'GERMAN',
  'HEBREW',
  'HUNGARIAN',
] as const;
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: StaffLanguage = 'JAPANESE';

export type ActorsByLanguage<A> = Partial<Record<StaffLanguage, readonly A[] | null | undefined>>;

/** Languages that have at least one voice actor on any of the given characters, in selector order. */
export function castLanguages<A>(characters: readonly ActorsByLanguage<A>[]): StaffLanguage[] {
  return STAFF_LANGUAGES.filter((language) => characters.some((actors) => (actors[language]?.length ?? 0) > 0));
}

/** The selector shows only when more than one language exists or the only one is not Japanese (core §2). */
export function showLanguageSelector(languages: readonly StaffLanguage[]): boolean {
  return languages.length > 1 || (languages.length === 1 && languages[0] !== DEFAULT_LANGUAGE);
}

/** The language selected at first: Japanese when the cast has it, else the first language there is. */
export function initialLanguage(languages: readonly StaffLanguage[]): StaffLanguage {
  return languages.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : (languages[0] ?? DEFAULT_LANGUAGE);
}

/** Previews prefer a Japanese voice actor (CSS-06), falling back to the first language that has one. */
export function previewVoiceActor<A>(actors: ActorsByLanguage<A>): A | null {
  for (const language of STAFF_LANGUAGES) {
    const first = actors[language]?.[0];
    if (first) return first;
  }
  return null;
}

export function languageLabel(language: string): string {
  return language.charAt(0) + language.slice(1).toLowerCase();
}
