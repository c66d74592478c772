import type { TagRow } from './loaders.ts';

// What MediaTag's resolvers receive (schema/mappers.ts): apart from them, which import the generated resolver types.

/** A tag from rm_tags.tags (collection) or joined with media_tags (Media.tags): its own time is never shown. */
export type TagModel = Omit<TagRow, 'created_at'> & {
  media_id?: number;
  rank?: number;
  is_media_spoiler?: boolean;
  user_id?: number | null;
};
