import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { notFound } from '../../http/errors.ts';
import { staffById } from '../byId.ts';
import { mapPage, type CharacterEdgeModel, type MediaEdgeModel, type StaffEdgeModel } from '../models.ts';
import { pageList, type PageState } from '../page/resolvers.ts';
import { NESTED_MAX, pageWindow, relayConnection, relayWindow } from '../page/paging.ts';
import { selects } from '../page/selection.ts';
import { viewerFavourite } from '../lists/loaders.ts';
import type { LegacyResolvers as Resolvers } from '../resolverTypes.ts';
import { findEntities, parseEntityFilter, type EntityTable } from '../search/findEntities.ts';
import { description, fuzzyDate, SITE_URL } from '../text.ts';
import { characterMediaOfStaff, charactersOfStaff, staffMediaOf } from './loaders.ts';
import type { StaffRow } from './rows.ts';
import { preferredName, withLanguages } from '../users/preferences.ts';

type Args = Record<string, unknown>;
type Paged = { page?: number; perPage?: number; sort?: string[]; type?: string; onList?: boolean };
const STAFF: EntityTable = {
  kind: 'STAFF', table: T.staff, sortColumns: { FAVOURITES: 'e.favourites', LANGUAGE: 'e.language' }, notNull: ['FAVOURITES'],
  hasBirthday: true,
};
const LANGUAGE_ENUM = new Set(['JAPANESE', 'ENGLISH', 'KOREAN', 'ITALIAN', 'SPANISH', 'PORTUGUESE', 'FRENCH', 'GERMAN', 'HEBREW', 'HUNGARIAN']);

export const staffResolvers: Resolvers = {
  Query: {
    Staff: async (_r: unknown, a: Args, ctx: Context) => {
      const f = parseEntityFilter(a);
      const onlyId = f.id != null && !f.search && f.isBirthday == null && !f.id_in && f.id_not == null && !f.id_not_in;
      const row = onlyId ? await staffById(ctx).load(f.id!) : (await findEntities<StaffRow>(ctx, STAFF, f, 0, 1)).rows[0];
      if (!row) throw notFound();
      return row;
    },
    staffSearch: async (_r: unknown, { first, after, ...a }: Args & { first?: number; after?: string }, ctx: Context, info: GraphQLResolveInfo) => {
      const w = relayWindow(first, after);
      const options = { total: selects(info, [], ['totalCount']) };
      const slice = await findEntities<StaffRow>(ctx, STAFF, parseEntityFilter(a), w.offset, w.limit, options);
      return relayConnection(slice, w.offset);
    },
  },
  Page: {
    staff: (state: PageState, a: Args, ctx: Context) =>
      pageList(state, (w, options) => findEntities<StaffRow>(ctx, STAFF, parseEntityFilter(a), w.offset, w.perPage, options)),
  },
  Staff: {
    name: (s: StaffRow) => s,
    language: (s: StaffRow) => (s.language && LANGUAGE_ENUM.has(s.language.toUpperCase()) ? s.language.toUpperCase() : null),
    languageV2: (s: StaffRow) => s.language,
    image: (s: StaffRow) => ({ large: s.image_large, medium: s.image_medium }),
    description: (s: StaffRow, a: { asHtml?: boolean }) => description(s.description, a.asHtml),
    primaryOccupations: (s: StaffRow) => s.primary_occupations,
    dateOfBirth: (s: StaffRow) => fuzzyDate(s.birth_year, s.birth_month, s.birth_day),
    dateOfDeath: (s: StaffRow) => fuzzyDate(s.death_year, s.death_month, s.death_day),
    yearsActive: (s: StaffRow) => s.years_active,
    homeTown: (s: StaffRow) => s.home_town,
    bloodType: (s: StaffRow) => s.blood_type,
    isFavourite: (s: StaffRow, _a: unknown, ctx: Context) => viewerFavourite(ctx, 'STAFF', s.id),
    isFavouriteBlocked: () => false,
    siteUrl: (s: StaffRow) => `${SITE_URL}/staff/${s.id}`,
    updatedAt: (s: StaffRow) => s.updated_at,
    staff: () => null,
    submitter: () => null,
    submissionStatus: () => null,
    submissionNotes: () => null,
    modNotes: () => null,
    staffMedia: async (s: StaffRow, a: Paged, ctx: Context) =>
      mapPage(await staffMediaOf(ctx, a, pageWindow(a.page, a.perPage, NESTED_MAX)).load(s.id), (m): MediaEdgeModel => ({ node: m, staffRole: m.__role })),
    characterMedia: async (s: StaffRow, a: Paged, ctx: Context) =>
      mapPage(await characterMediaOfStaff(ctx, a, pageWindow(a.page, a.perPage, NESTED_MAX)).load(s.id), (m): MediaEdgeModel => ({
        node: m, characterIds: m.__character_ids, characterRole: m.__character_role,
      })),
    characters: async (s: StaffRow, a: Paged, ctx: Context) =>
      mapPage(await charactersOfStaff(ctx, a.sort, pageWindow(a.page, a.perPage, NESTED_MAX)).load(s.id), (c): CharacterEdgeModel => ({
        node: c, role: c.__role, mediaId: null, mediaIds: c.__media_ids,
      })),
  },
  StaffName: {
    first: (s: StaffRow) => s.name_first,
    middle: (s: StaffRow) => s.name_middle,
    last: (s: StaffRow) => s.name_last,
    full: (s: StaffRow) => s.name_full,
    native: (s: StaffRow) => s.name_native,
    alternative: (s: StaffRow) => s.name_alternative,
    userPreferred: (s: StaffRow, _a: unknown, ctx: Context) => withLanguages(ctx, (l) => preferredName(l.staffNameLanguage, s)),
  },
  StaffEdge: {
    id: (e: StaffEdgeModel) => e.node.id,
    favouriteOrder: (e: StaffEdgeModel) => e.favouriteOrder ?? null,
  },
};
