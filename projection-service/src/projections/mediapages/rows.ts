import type { CharacterRow } from '../characters/rows.ts';
import type { TagRow } from '../tags/rows.ts';

/**
 * What the media page shows of a person (a character, a staff member, a voice actor): the columns of their row that
 * name and picture them. The query-service answers Character and Staff fields that read only these from the
 * document (query-service/src/schema/mediaPages), and any other field from the person's own read model.
 */
export type PagePerson = Pick<
  CharacterRow,
  'id' | 'name_first' | 'name_middle' | 'name_last' | 'name_full' | 'name_native' | 'image_large' | 'image_medium'
>;

/** A voice actor of a character in one media: the staff member, their language, and the role's notes. */
export interface PageVoiceActor extends PagePerson {
  language: string | null;
  role_notes: string | null;
  dub_group: string | null;
  position: number;
}

/** A character edge of a media, in the editors' order (position). */
export interface PageCharacter extends PagePerson {
  role: string;
  position: number;
  voice_actors: PageVoiceActor[];
}

/** A staff edge of a media (one staff member may hold several roles). */
export interface PageStaff extends PagePerson {
  role: string;
  position: number;
  language: string | null;
}

/** A studio of a media. */
export interface PageStudio {
  id: number;
  name: string;
  is_animation_studio: boolean;
  is_main: boolean;
  position: number;
}

/** A tag on a media, with its rank, spoiler flag and who put it on (null: imported), as the tags read model has it. */
export interface PageTag extends Omit<TagRow, 'created_at'> {
  media_id: number;
  rank: number;
  is_media_spoiler: boolean;
  user_id: number | null;
}

/** An episode of a media's airing schedule. */
export interface PageAiring {
  episode: number;
  airing_at: number;
}

/** What a media page shows of another media (a relation's card): these columns of its media row. */
export interface MediaCard {
  id: number;
  type: string;
  format: string | null;
  status: string | null;
  title_romaji: string;
  title_english: string | null;
  title_native: string | null;
  cover_extra_large: string | null;
  cover_large: string | null;
  cover_medium: string | null;
  cover_color: string | null;
  is_adult: boolean;
}

/** A related media: its card and the relation. */
export interface PageRelation extends MediaCard {
  relation_type: string;
  position: number;
}

/**
 * A row of rm_mediapages.media_pages: a media in the catalogue (the query-service reads the documents, the projection
 * also the card's columns) and its page's relations, characters, staff, studios, tags (ADR 72) and airing schedule.
 */
export interface MediaPageRow {
  media_id: number;
  relations: PageRelation[];
  characters: PageCharacter[];
  staff: PageStaff[];
  studios: PageStudio[];
  /** Absent from a table built before ADR 72 (the query-service reads what a live table has during a rebuild). */
  tags?: PageTag[];
  /** Every episode of the schedule, first to air first (the next one depends on the time of the request). */
  airing?: PageAiring[];
}
