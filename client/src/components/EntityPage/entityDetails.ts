import { fuzzyDateLabel } from '../../format/dates.ts';
import type { FuzzyDate } from '../../format/releaseDate.ts';

export interface EntityFacts {
  readonly dateOfBirth?: FuzzyDate | null;
  readonly dateOfDeath?: FuzzyDate | null;
  readonly age?: string | number | null;
  readonly gender?: string | null;
  readonly bloodType?: string | null;
  readonly primaryOccupations?: readonly (string | null | undefined)[] | null;
  readonly yearsActive?: readonly (number | null | undefined)[] | null;
  readonly homeTown?: string | null;
  readonly languageV2?: string | null;
}

export interface EntityDetail {
  readonly label: string;
  readonly value: string;
}

/** "2010-Present" or "1995-2012" from the first (and last) active year. */
export function yearsActiveLabel(years: readonly (number | null | undefined)[] | null | undefined): string {
  const [start, end] = (years ?? []).filter((year): year is number => !!year);
  if (!start) return '';
  return `${start}-${end ?? 'Present'}`;
}

/** The detail lines of a character or staff page, in display order, only those with a value. */
export function entityDetails(facts: EntityFacts): EntityDetail[] {
  const rows: EntityDetail[] = [
    { label: 'Birth', value: fuzzyDateLabel(facts.dateOfBirth) },
    { label: 'Death', value: fuzzyDateLabel(facts.dateOfDeath) },
    { label: 'Age', value: facts.age == null ? '' : String(facts.age) },
    { label: 'Gender', value: facts.gender ?? '' },
    { label: 'Blood Type', value: facts.bloodType ?? '' },
    { label: 'Occupations', value: (facts.primaryOccupations ?? []).filter(Boolean).join(', ') },
    { label: 'Years Active', value: yearsActiveLabel(facts.yearsActive) },
    { label: 'Home Town', value: facts.homeTown ?? '' },
    { label: 'Language', value: facts.languageV2 ?? '' },
  ];
  return rows.filter((row) => row.value !== '');
}
