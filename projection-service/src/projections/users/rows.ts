import type { MediaListOptions, UserOptions } from '@tsuzuki/events';

export interface PreviousName {
  name: string;
  createdAt: number;
  updatedAt: number;
}

/**
 * A row of rm_users.users, as this projection writes it and the query-service reads it. The columns of the avatars and
 * the times allow null, but this projection, their only writer, always sets them (a new member gets the default
 * avatar): the row says what is stored.
 */
export interface UserRow {
  id: number;
  name: string;
  name_lower: string;
  about: string | null;
  avatar_large: string;
  avatar_medium: string;
  banner_image: string | null;
  options: UserOptions;
  media_list_options: MediaListOptions;
  /** As the events carry them (the command-service accepts only ModeratorRole values). */
  moderator_roles: string[];
  donator_tier: number;
  donator_badge: string | null;
  previous_names: PreviousName[];
  created_at: number;
  updated_at: number;
}
