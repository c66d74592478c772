import type { MediaListOptions, ModeratorRole, UserOptions } from '@tsuzuki/events';

/** A row of rm_users.users (written by the users projection, options with every default applied). */
export interface UserRow {
  id: number;
  name: string;
  name_lower: string;
  about: string | null;
  avatar_large: string | null;
  avatar_medium: string | null;
  banner_image: string | null;
  options: UserOptions;
  media_list_options: MediaListOptions;
  moderator_roles: ModeratorRole[];
  donator_tier: number;
  donator_badge: string | null;
  previous_names: { name: string; createdAt: number; updatedAt: number }[];
  created_at: number | null;
  updated_at: number | null;
}
