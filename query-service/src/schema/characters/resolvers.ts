import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { notFound } from '../../http/errors.ts';
import { characterById, loadEach, mediaById } from '../byId.ts';
import type { MediaEdgeModel } from '../models.ts';
import { mapPage } from '../models.ts';
import { pageList } from '../page/resolvers.ts';
import { NESTED_MAX, pageWindow, relayConnection, relayWindow } from '../page/paging.ts';
import { selects } from '../page/selection.ts';
import { viewerFavourite } from '../lists/loaders.ts';
import type { Resolvers } from '../resolverTypes.ts';
import { findEntities, parseEntityFilter, type EntityTable } from '../search/findEntities.ts';
import { description, fuzzyDate, SITE_URL } from '../text.ts';
import { characterMediaOf, voiceActorsOf } from './loaders.ts';
import type { CharacterRow } from './rows.ts';
import type { SortArg } from '../sortArg.ts';
import { preferredName, withLanguages } from '../users/preferences.ts';

const CHARACTERS: EntityTable = {
  kind: 'CHARACTER', table: T.characters, sortColumns: { FAVOURITES: 'e.favourites' }, notNull: ['FAVOURITES'], hasBirthday: true,
};

type VoiceArgs = { language?: string | null; sort?: SortArg };
const voiceActors = async (mediaId: number | null | undefined, characterId: number, a: VoiceArgs, ctx: Context) =>
  mediaId == null ? [] : voiceActorsOf(ctx, a.language, a.sort).load(`${mediaId}:${characterId}`);
const roles = (rows: Awaited<ReturnType<typeof voiceActors>>) =>
  rows.map((r) => ({ voiceActor: r, roleNotes: r.__role_notes, dubGroup: r.__dub_group }));

export const characterResolvers: Resolvers = {
  Query: {
    Character: async (_r, a, ctx) => {
      const f = parseEntityFilter(a);
      const onlyId = f.id != null && !f.search && f.isBirthday == null && !f.id_in && f.id_not == null && !f.id_not_in;
      const row = onlyId ? await characterById(ctx).load(f.id!) : (await findEntities<CharacterRow>(ctx, CHARACTERS, f, 0, 1)).rows[0];
      if (!row) throw notFound();
      return row;
    },
    characterSearch: async (_r, { first, after, ...a }, ctx, info) => {
      const w = relayWindow(first, after);
      const options = { total: selects(info, [], ['totalCount']) };
      const slice = await findEntities<CharacterRow>(ctx, CHARACTERS, parseEntityFilter(a), w.offset, w.limit, options);
      return relayConnection(slice, w.offset);
    },
  },
  Page: {
    characters: (state, a, ctx) =>
      pageList(state, (w, options) => findEntities<CharacterRow>(ctx, CHARACTERS, parseEntityFilter(a), w.offset, w.perPage, options)),
  },
  Character: {
    name: (c) => c,
    image: (c) => ({ large: c.image_large, medium: c.image_medium }),
    description: (c, a) => description(c.description, a.asHtml),
    dateOfBirth: (c) => fuzzyDate(c.birth_year, c.birth_month, c.birth_day),
    bloodType: (c) => c.blood_type,
    isFavourite: (c, _a, ctx) => viewerFavourite(ctx, 'CHARACTER', c.id),
    isFavouriteBlocked: () => false,
    siteUrl: (c) => `${SITE_URL}/character/${c.id}`,
    updatedAt: (c) => c.updated_at,
    modNotes: () => null,
    media: async (c, a, ctx) =>
      mapPage(await characterMediaOf(ctx, a, pageWindow(a.page, a.perPage, NESTED_MAX)).load(c.id), (m): MediaEdgeModel => ({
        node: m, characterRole: m.__role, characterId: c.id,
      })),
  },
  CharacterName: {
    first: (c) => c.name_first,
    middle: (c) => c.name_middle,
    last: (c) => c.name_last,
    full: (c) => c.name_full,
    native: (c) => c.name_native,
    alternative: (c) => c.name_alternative,
    alternativeSpoiler: (c) => c.name_alternative_spoiler,
    userPreferred: (c, _a, ctx) => withLanguages(ctx, (l) => preferredName(l.staffNameLanguage, c)),
  },
  CharacterEdge: {
    id: (e) => e.node.id,
    name: () => null,
    voiceActors: (e, a, ctx) => voiceActors(e.mediaId, e.node.id, a, ctx),
    voiceActorRoles: async (e, a, ctx) => roles(await voiceActors(e.mediaId, e.node.id, a, ctx)),
    media: (e, _a, ctx) => loadEach(mediaById(ctx), e.mediaIds),
    favouriteOrder: (e) => e.favouriteOrder ?? null,
  },
  // MediaEdge fields that only make sense when the edge is seen from a character or a voice actor.
  MediaEdge: {
    characters: (e, _a, ctx) =>
      e.characterIds ? loadEach(characterById(ctx), e.characterIds) : e.characterId ? loadEach(characterById(ctx), [e.characterId]) : [],
    voiceActors: (e, a, ctx) => voiceActors(e.characterId ? e.node.id : null, e.characterId ?? 0, a, ctx),
    voiceActorRoles: async (e, a, ctx) =>
      roles(await voiceActors(e.characterId ? e.node.id : null, e.characterId ?? 0, a, ctx)),
  },
};
