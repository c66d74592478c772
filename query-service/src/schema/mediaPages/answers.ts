import type { GraphQLResolveInfo } from 'graphql';
import type { CharacterRole, MediaRelation } from '@tsuzuki/events';
import type { MediaPageRow, PageCharacter, PageStaff, PageStudio, PageVoiceActor } from '@tsuzuki/projection-service/rows/mediapages';
import type { Context } from '../../context.ts';
import { languageName, VOICE_ACTOR_ORDER, type VoiceActorRow } from '../characters/loaders.ts';
import type { CharacterRow } from '../characters/rows.ts';
import { CHARACTER_ORDER, STAFF_ORDER, STUDIO_ORDER } from '../media/loaders.ts';
import { wholeList, type CharacterEdgeModel, type MediaEdgeModel, type StaffEdgeModel, type StudioEdgeModel } from '../models.ts';
import { showsAdult } from '../adultContent.ts';
import type { MediaRow } from '../media/rows.ts';
import { selectionWithin, type SelectionShape } from '../page/selection.ts';
import type { ConnectionPage, PageWindow } from '../page/paging.ts';
import { sortKeys, type SortArg } from '../sortArg.ts';
import type { StaffRow } from '../staff/rows.ts';
import type { StudioRow } from '../studios/rows.ts';
import { mediaPageOf } from './loaders.ts';

// What a media page's document holds of a person answers these fields (and only these): the rest of a Character or
// Staff (descriptions, favourites, their media...) is their own read model's, and a selection asking any of it is
// answered from there, as before.
const NAME: SelectionShape = { first: true, middle: true, last: true, full: true, native: true, userPreferred: true };
const PERSON: SelectionShape = { id: true, name: NAME, image: { large: true, medium: true }, siteUrl: true };
const STAFF_PERSON: SelectionShape = { ...PERSON, language: true, languageV2: true };
const PAGE_INFO: SelectionShape = { total: true, perPage: true, currentPage: true, lastPage: true, hasNextPage: true };
const CHARACTERS_HELD: SelectionShape = {
  pageInfo: PAGE_INFO,
  nodes: PERSON,
  edges: {
    id: true,
    role: true,
    name: true,
    node: PERSON,
    voiceActors: STAFF_PERSON,
    voiceActorRoles: { voiceActor: STAFF_PERSON, roleNotes: true, dubGroup: true },
  },
};
const STAFF_HELD: SelectionShape = { pageInfo: PAGE_INFO, nodes: STAFF_PERSON, edges: { id: true, role: true, node: STAFF_PERSON } };
const CARD: SelectionShape = {
  id: true,
  type: true,
  format: true,
  status: true,
  title: { romaji: true, english: true, native: true, userPreferred: true },
  coverImage: { extraLarge: true, large: true, medium: true, color: true },
  isAdult: true,
  siteUrl: true,
};
const RELATIONS_HELD: SelectionShape = { pageInfo: PAGE_INFO, nodes: CARD, edges: { id: true, relationType: true, node: CARD } };
const STUDIO: SelectionShape = { id: true, name: true, isAnimationStudio: true, siteUrl: true };
const STUDIOS_HELD: SelectionShape = { pageInfo: PAGE_INFO, nodes: STUDIO, edges: { id: true, isMain: true, node: STUDIO } };

type Compare<E> = (a: E, b: E) => number;
const ROLE_RANK: Record<string, number> = { MAIN: 1, SUPPORTING: 2, BACKGROUND: 3 };
const byId: Compare<{ id: number }> = (a, b) => a.id - b.id;
const byPosition: Compare<{ position: number }> = (a, b) => a.position - b.position;
const desc =
  <E>(c: Compare<E>): Compare<E> =>
  (a, b) =>
    c(b, a);

// The loaders' sort keys (media/loaders.ts, characters/loaders.ts) that the document can order by, as the same order:
// a key the loader's statement knows and this table does not (favourites, a staff role's text) is answered by the
// loader; a key neither knows is ignored by both.
const CHARACTER_KEYS: Record<string, Compare<PageCharacter>> = {
  ID: byId,
  ID_DESC: desc(byId),
  ROLE: (a, b) => ROLE_RANK[a.role]! - ROLE_RANK[b.role]!,
  ROLE_DESC: (a, b) => ROLE_RANK[b.role]! - ROLE_RANK[a.role]!,
  RELEVANCE: byPosition,
};
const STAFF_KEYS: Record<string, Compare<PageStaff>> = { ID: byId, ID_DESC: desc(byId), RELEVANCE: byPosition };
// A studio's name is ordered by the database's collation: NAME is the loader's.
const STUDIO_KEYS: Record<string, Compare<PageStudio>> = { ID: byId, ID_DESC: desc(byId) };
// Voice actors of one language: their language is the same, so ordering by it changes nothing.
const VOICE_ACTOR_KEYS: Record<string, Compare<PageVoiceActor>> = {
  ID: byId,
  ID_DESC: desc(byId),
  RELEVANCE: byPosition,
  LANGUAGE: () => 0,
  LANGUAGE_DESC: () => 0,
};

/** The comparator of a sort argument, with the loader's last keys; null when a key is one only the loader knows. */
function comparator<E>(
  sort: SortArg,
  held: Record<string, Compare<E>>,
  loader: Record<string, string>,
  last: Compare<E>[],
): Compare<E> | null {
  const keys: Compare<E>[] = [];
  for (const key of sortKeys(sort)) {
    if (held[key]) keys.push(held[key]);
    else if (loader[key]) return null;
  }
  keys.push(...last);
  return (a, b) => {
    for (const k of keys) {
      const c = k(a, b);
      if (c !== 0) return c;
    }
    return 0;
  };
}

const windowOf = <E>(items: E[], window: PageWindow): ConnectionPage<E> => ({
  items: items.slice(window.offset, window.offset + window.perPage),
  total: items.length,
  window,
});

/**
 * An answer from the media's page document, or null when the document cannot give it: `ordered` false (a sort key only
 * the loader knows), a field of the selection it does not hold, or no document yet (a media the read model has not
 * reached). The caller's loader answers then.
 */
async function fromDocument<T>(
  ctx: Context,
  mediaId: number,
  info: GraphQLResolveInfo,
  held: SelectionShape,
  ordered: boolean,
  answer: (page: MediaPageRow) => T | Promise<T>,
): Promise<T | null> {
  if (!ordered || !selectionWithin(info, held)) return null;
  const page = await mediaPageOf(ctx).load(mediaId);
  return page ? answer(page) : null;
}

/** Media.characters from the media's page document, or null (fromDocument). */
export function heldCharacters(
  ctx: Context,
  mediaId: number,
  args: { sort?: SortArg; role?: string | null },
  window: PageWindow,
  info: GraphQLResolveInfo,
): Promise<ConnectionPage<CharacterEdgeModel> | null> {
  const order = comparator(args.sort, CHARACTER_KEYS, CHARACTER_ORDER, [byPosition, byId]);
  return fromDocument(ctx, mediaId, info, CHARACTERS_HELD, !!order, (page) =>
    windowOf(
      page.characters
        .filter((c) => !args.role || c.role === args.role)
        .sort(order!)
        .map((c) => ({
          // Only the fields of CHARACTERS_HELD read it: the columns the document holds.
          node: c as unknown as CharacterRow,
          role: c.role as CharacterRole,
          mediaId,
          mediaIds: [mediaId],
          heldVoiceActors: c.voice_actors,
        })),
      window,
    ),
  );
}

/** Media.staff from the media's page document, or null (fromDocument). */
export function heldStaff(
  ctx: Context,
  mediaId: number,
  args: { sort?: SortArg },
  window: PageWindow,
  info: GraphQLResolveInfo,
): Promise<ConnectionPage<StaffEdgeModel> | null> {
  const order = comparator(args.sort, STAFF_KEYS, STAFF_ORDER, [byPosition, byId]);
  return fromDocument(ctx, mediaId, info, STAFF_HELD, !!order, (page) =>
    windowOf(
      [...page.staff].sort(order!).map((s) => ({ node: s as unknown as StaffRow, role: s.role })),
      window,
    ),
  );
}

/**
 * Media.relations from the media's page document (adult media only for a viewer who shows adult content, as the
 * loader), or null (fromDocument). The related media's cards are not put into the by-id cache: a card is not a row.
 */
export function heldRelations(ctx: Context, mediaId: number, info: GraphQLResolveInfo): Promise<ConnectionPage<MediaEdgeModel> | null> {
  return fromDocument(ctx, mediaId, info, RELATIONS_HELD, true, async (page) => {
    const adult = await showsAdult(ctx);
    return wholeList(
      page.relations
        .filter((r) => adult || !r.is_adult)
        .map((r) => ({ node: r as unknown as MediaRow, relationType: r.relation_type as MediaRelation })),
    );
  });
}

/** Media.studios (the whole list, as the loader answers it) from the media's page document, or null (fromDocument). */
export function heldStudios(
  ctx: Context,
  mediaId: number,
  args: { sort?: SortArg; isMain?: boolean | null },
  info: GraphQLResolveInfo,
): Promise<ConnectionPage<StudioEdgeModel> | null> {
  const order = comparator(args.sort, STUDIO_KEYS, STUDIO_ORDER, [byPosition, byId]);
  return fromDocument(ctx, mediaId, info, STUDIOS_HELD, !!order, (page) =>
    wholeList(
      page.studios
        .filter((s) => args.isMain == null || s.is_main === args.isMain)
        .sort(order!)
        .map((s) => ({ node: s as unknown as StudioRow, isMain: s.is_main })),
    ),
  );
}

/**
 * A held character edge's voice actors in one language (Japanese unless asked), as voiceActorsOf's rows; null when
 * the sort asks a key only the loader knows.
 */
export function heldVoiceActors(
  held: PageVoiceActor[],
  edge: { mediaId: number; characterId: number },
  args: { language?: string | null; sort?: SortArg },
): VoiceActorRow[] | null {
  const order = comparator(args.sort, VOICE_ACTOR_KEYS, VOICE_ACTOR_ORDER, [byPosition, byId]);
  if (!order) return null;
  const language = languageName(args.language ?? 'JAPANESE');
  return held
    .filter((v) => v.language === language)
    .sort(order)
    .map((v) => ({
      ...(v as unknown as StaffRow),
      __media: edge.mediaId,
      __character: edge.characterId,
      __role_notes: v.role_notes,
      __dub_group: v.dub_group,
    }));
}
