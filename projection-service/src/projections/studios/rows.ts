/** A row of rm_studios.studios, as this projection writes it and the query-service reads it. */
export interface StudioRow {
  id: number;
  name: string;
  is_animation_studio: boolean;
  favourites: number;
  created_at: number;
}
