/** A row of rm_staff.staff, as this projection writes it and the query-service reads it. */
export interface StaffRow {
  id: number;
  name_first: string | null;
  name_middle: string | null;
  name_last: string | null;
  name_full: string;
  name_native: string | null;
  name_alternative: string[];
  language: string | null;
  image_large: string | null;
  image_medium: string | null;
  description: string | null;
  primary_occupations: string[];
  gender: string | null;
  birth_year: number | null;
  birth_month: number | null;
  birth_day: number | null;
  death_year: number | null;
  death_month: number | null;
  death_day: number | null;
  age: number | null;
  years_active: number[];
  home_town: string | null;
  blood_type: string | null;
  favourites: number;
  created_at: number;
  updated_at: number;
}
