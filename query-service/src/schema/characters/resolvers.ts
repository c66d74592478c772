import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { notFound } from '../../http/errors.ts';
import { characterById, mediaById } from '../byId.ts';
import type { CharacterEdgeModel, MediaEdgeModel } from '../models.ts';
import { mapPage } from '../models.ts';
import { pageList, type PageState } from '../page/resolvers.ts';
import { NESTED_MAX, pageWindow, relayConnection, relayWindow } from '../page/paging.ts';
import { selects } from '../page/selection.ts';
import { viewerFavourite } from '../lists/loaders.ts';
import type { LegacyResolvers as Resolvers } from '../resolverTypes.ts';
import { findEntities, parseEntityFilter, type EntityTable } from '../search/findEntities.ts';
import { description, fuzzyDate, SITE_URL } from '../text.ts';
import { characterMediaOf, voiceActorsOf } from './loaders.ts';
import type { CharacterRow } from './rows.ts';
import { preferredName, withLanguages } from '../users/preferences.ts';

type Args = Record<string, unknown>;
const CHARACTERS: EntityTable = {
  kind: 'CHARACTER', table: T.characters, sortColumns: { FAVOURITES: 'e.favourites' }, notNull: ['FAVOURITES'], hasBirthday: true,
};

type VoiceArgs = { language?: string; sort?: string[] };
const voiceActors = async (mediaId: number | null | undefined, characterId: number, a: VoiceArgs, ctx: Context) =>
  mediaId == null ? [] : voiceActorsOf(ctx, a.language, a.sort).load(`${mediaId}:${characterId}`);
const roles = (rows: Awaited<ReturnType<typeof voiceActors>>) =>
  rows.map((r) => ({ voiceActor: r, roleNotes: r.__role_notes, dubGroup: r.__dub_group }));

export const characterResolvers: Resolvers = {
  Query: {
    Character: async (_r: unknown, a: Args, ctx: Context) => {
      const f = parseEntityFilter(a);
      const onlyId = f.id != null && !f.search && f.isBirthday == null && !f.id_in && f.id_not == null && !f.id_not_in;
      const row = onlyId ? await characterById(ctx).load(f.id!) : (await findEntities<CharacterRow>(ctx, CHARACTERS, f, 0, 1)).rows[0];
      if (!row) throw notFound();
      return row;
    },
    characterSearch: async (_r: unknown, { first, after, ...a }: Args & { first?: number; after?: string }, ctx: Context, info: GraphQLResolveInfo) => {
      const w = relayWindow(first, after);
      const options = { total: selects(info, [], ['totalCount']) };
      const slice = await findEntities<CharacterRow>(ctx, CHARACTERS, parseEntityFilter(a), w.offset, w.limit, options);
      return relayConnection(slice, w.offset);
    },
  },
  Page: {
    characters: (state: PageState, a: Args, ctx: Context) =>
      pageList(state, (w, options) => findEntities<CharacterRow>(ctx, CHARACTERS, parseEntityFilter(a), w.offset, w.perPage, options)),
  },
  Character: {
    name: (c: CharacterRow) => c,
    image: (c: CharacterRow) => ({ large: c.image_large, medium: c.image_medium }),
    description: (c: CharacterRow, a: { asHtml?: boolean }) => description(c.description, a.asHtml),
    dateOfBirth: (c: CharacterRow) => fuzzyDate(c.birth_year, c.birth_month, c.birth_day),
    bloodType: (c: CharacterRow) => c.blood_type,
    isFavourite: (c: CharacterRow, _a: unknown, ctx: Context) => viewerFavourite(ctx, 'CHARACTER', c.id),
    isFavouriteBlocked: () => false,
    siteUrl: (c: CharacterRow) => `${SITE_URL}/character/${c.id}`,
    updatedAt: (c: CharacterRow) => c.updated_at,
    modNotes: () => null,
    media: async (c: CharacterRow, a: { sort?: string[]; type?: string; onList?: boolean; page?: number; perPage?: number }, ctx: Context) =>
      mapPage(await characterMediaOf(ctx, a, pageWindow(a.page, a.perPage, NESTED_MAX)).load(c.id), (m): MediaEdgeModel => ({
        node: m, characterRole: m.__role, characterId: c.id,
      })),
  },
  CharacterName: {
    first: (c: CharacterRow) => c.name_first,
    middle: (c: CharacterRow) => c.name_middle,
    last: (c: CharacterRow) => c.name_last,
    full: (c: CharacterRow) => c.name_full,
    native: (c: CharacterRow) => c.name_native,
    alternative: (c: CharacterRow) => c.name_alternative,
    alternativeSpoiler: (c: CharacterRow) => c.name_alternative_spoiler,
    userPreferred: (c: CharacterRow, _a: unknown, ctx: Context) => withLanguages(ctx, (l) => preferredName(l.staffNameLanguage, c)),
  },
  CharacterEdge: {
    id: (e: CharacterEdgeModel) => e.node.id,
    name: () => null,
    voiceActors: (e: CharacterEdgeModel, a: VoiceArgs, ctx: Context) => voiceActors(e.mediaId, e.node.id, a, ctx),
    voiceActorRoles: async (e: CharacterEdgeModel, a: VoiceArgs, ctx: Context) => roles(await voiceActors(e.mediaId, e.node.id, a, ctx)),
    media: (e: CharacterEdgeModel, _a: unknown, ctx: Context) => mediaById(ctx).loadMany(e.mediaIds),
    favouriteOrder: (e: CharacterEdgeModel) => e.favouriteOrder ?? null,
  },
  // MediaEdge fields that only make sense when the edge is seen from a character or a voice actor.
  MediaEdge: {
    characters: (e: MediaEdgeModel, _a: unknown, ctx: Context) =>
      e.characterIds ? characterById(ctx).loadMany(e.characterIds) : e.characterId ? characterById(ctx).loadMany([e.characterId]) : [],
    voiceActors: (e: MediaEdgeModel, a: VoiceArgs, ctx: Context) => voiceActors(e.characterId ? e.node.id : null, e.characterId ?? 0, a, ctx),
    voiceActorRoles: async (e: MediaEdgeModel, a: VoiceArgs, ctx: Context) =>
      roles(await voiceActors(e.characterId ? e.node.id : null, e.characterId ?? 0, a, ctx)),
  },
};
