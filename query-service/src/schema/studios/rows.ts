export interface StudioRow {
  id: number;
  name: string;
  is_animation_studio: boolean;
  favourites: number;
  created_at: number;
}
