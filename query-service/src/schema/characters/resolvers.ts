import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { characterById, loadEach, mediaById } from '../byId.ts';
import { mapPage, type CharacterEdgeModel, type MediaEdgeModel } from '../models.ts';
import { heldVoiceActors } from '../mediaPages/answers.ts';
import { NESTED_MAX, pageWindow } from '../page/paging.ts';
import { entityQueries } from '../people/entityQueries.ts';
import { personFields, personNameFields } from '../people/personFields.ts';
import type { Resolvers } from '../resolverTypes.ts';
import type { EntityTable } from '../search/findEntities.ts';
import { characterMediaOf, voiceActorsOf } from './loaders.ts';
import type { CharacterRow } from './rows.ts';
import type { SortArg } from '../sortArg.ts';

const CHARACTERS: EntityTable = {
  kind: 'CHARACTER',
  table: T.characters,
  sortColumns: { FAVOURITES: 'e.favourites' },
  notNull: ['FAVOURITES'],
  hasBirthday: true,
};

type VoiceArgs = { language?: string | null; sort?: SortArg };
const voiceActors = async (mediaId: number | null | undefined, characterId: number, a: VoiceArgs, ctx: Context) =>
  mediaId == null ? [] : voiceActorsOf(ctx, a.language, a.sort).load(`${mediaId}:${characterId}`);
/** A media's character edge: its voice actors as the media's page document holds them (ADR 64), else loaded. */
const edgeVoiceActors = (e: CharacterEdgeModel, a: VoiceArgs, ctx: Context) =>
  (e.heldVoiceActors && e.mediaId != null && heldVoiceActors(e.heldVoiceActors, { mediaId: e.mediaId, characterId: e.node.id }, a)) ||
  voiceActors(e.mediaId, e.node.id, a, ctx);
const roles = (rows: Awaited<ReturnType<typeof voiceActors>>) =>
  rows.map((r) => ({ voiceActor: r, roleNotes: r.__role_notes, dubGroup: r.__dub_group }));

const queries = entityQueries<CharacterRow>(CHARACTERS, characterById);

export const characterResolvers: Resolvers = {
  Query: { Character: queries.one, characterSearch: queries.search },
  Page: { characters: queries.list },
  Character: {
    ...personFields<CharacterRow>({ favourite: 'CHARACTER', path: 'character' }),
    modNotes: () => null,
    media: async (c, a, ctx) =>
      mapPage(await characterMediaOf(ctx, a, pageWindow(a.page, a.perPage, NESTED_MAX)).load(c.id), (m): MediaEdgeModel => ({
        node: m,
        characterRole: m.__role,
        characterId: c.id,
      })),
  },
  CharacterName: { ...personNameFields<CharacterRow>(), alternativeSpoiler: (c) => c.name_alternative_spoiler },
  CharacterEdge: {
    id: (e) => e.node.id,
    name: () => null,
    voiceActors: (e, a, ctx) => edgeVoiceActors(e, a, ctx),
    voiceActorRoles: async (e, a, ctx) => roles(await edgeVoiceActors(e, a, ctx)),
    media: (e, _a, ctx) => loadEach(mediaById(ctx), e.mediaIds),
    favouriteOrder: (e) => e.favouriteOrder ?? null,
  },
  // MediaEdge fields that only make sense when the edge is seen from a character or a voice actor.
  MediaEdge: {
    characters: (e, _a, ctx) =>
      e.characterIds ? loadEach(characterById(ctx), e.characterIds) : e.characterId ? loadEach(characterById(ctx), [e.characterId]) : [],
    voiceActors: (e, a, ctx) => voiceActors(e.characterId ? e.node.id : null, e.characterId ?? 0, a, ctx),
    voiceActorRoles: async (e, a, ctx) => roles(await voiceActors(e.characterId ? e.node.id : null, e.characterId ?? 0, a, ctx)),
  },
};
