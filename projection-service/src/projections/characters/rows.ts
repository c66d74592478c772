/** A row of rm_characters.characters, as this projection writes it and the query-service reads it. */
export interface CharacterRow {
  id: number;
  name_first: string | null;
  name_middle: string | null;
  name_last: string | null;
  name_full: string;
  name_native: string | null;
  name_alternative: string[];
  name_alternative_spoiler: string[];
  image_large: string | null;
  image_medium: string | null;
  description: string | null;
  gender: string | null;
  birth_year: number | null;
  birth_month: number | null;
  birth_day: number | null;
  age: string | null;
  blood_type: string | null;
  favourites: number;
  created_at: number;
  updated_at: number;
}
