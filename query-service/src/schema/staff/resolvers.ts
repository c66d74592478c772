import { T } from '../../db/sql.ts';
import { notFound } from '../../http/errors.ts';
import { staffById } from '../byId.ts';
import { mapPage, type CharacterEdgeModel, type MediaEdgeModel } from '../models.ts';
import { pageList } from '../page/resolvers.ts';
import { NESTED_MAX, pageWindow, relayConnection, relayWindow } from '../page/paging.ts';
import { selects } from '../page/selection.ts';
import { viewerFavourite } from '../lists/loaders.ts';
import type { Resolvers, StaffLanguage } from '../resolverTypes.ts';
import { findEntities, parseEntityFilter, type EntityTable } from '../search/findEntities.ts';
import { description, fuzzyDate, SITE_URL } from '../text.ts';
import { characterMediaOfStaff, charactersOfStaff, staffMediaOf } from './loaders.ts';
import type { StaffRow } from './rows.ts';
import { preferredName, withLanguages } from '../users/preferences.ts';const STAFF: EntityTable = {

  kind: 'STAFF', table: T.staff, sortColumns: { FAVOURITES: 'e.favourites', LANGUAGE: 'e.language' }, notNull: ['FAVOURITES'],
  hasBirthday: true,
};
const LANGUAGE_ENUM: readonly StaffLanguage[] = ['JAPANESE', 'ENGLISH', 'KOREAN', 'ITALIAN', 'SPANISH', 'PORTUGUESE', 'FRENCH', 'GERMAN', 'HEBREW', 'HUNGARIAN'];

export const staffResolvers: Resolvers = {
  Query: {
    Staff: async (_r, a, ctx) => {
      const f = parseEntityFilter(a);
      const onlyId = f.id != null && !f.search && f.isBirthday == null && !f.id_in && f.id_not == null && !f.id_not_in;
      const row = onlyId ? await staffById(ctx).load(f.id!) : (await findEntities<StaffRow>(ctx, STAFF, f, 0, 1)).rows[0];
      if (!row) throw notFound();
      return row;
    },
    staffSearch: async (_r, { first, after, ...a }, ctx, info) => {
      const w = relayWindow(first, after);
      const options = { total: selects(info, [], ['totalCount']) };
      const slice = await findEntities<StaffRow>(ctx, STAFF, parseEntityFilter(a), w.offset, w.limit, options);
      return relayConnection(slice, w.offset);
    },
  },
  Page: {
    staff: (state, a, ctx) =>
      pageList(state, (w, options) => findEntities<StaffRow>(ctx, STAFF, parseEntityFilter(a), w.offset, w.perPage, options)),
  },
  Staff: {
    name: (s) => s,
    language: (s) => LANGUAGE_ENUM.find((l) => l === s.language?.toUpperCase()) ?? null,
    languageV2: (s) => s.language,
    image: (s) => ({ large: s.image_large, medium: s.image_medium }),
    description: (s, a) => description(s.description, a.asHtml),
    primaryOccupations: (s) => s.primary_occupations,
    dateOfBirth: (s) => fuzzyDate(s.birth_year, s.birth_month, s.birth_day),
    dateOfDeath: (s) => fuzzyDate(s.death_year, s.death_month, s.death_day),
    yearsActive: (s) => s.years_active,
    homeTown: (s) => s.home_town,
    bloodType: (s) => s.blood_type,
    isFavourite: (s, _a, ctx) => viewerFavourite(ctx, 'STAFF', s.id),
    isFavouriteBlocked: () => false,
    siteUrl: (s) => `${SITE_URL}/staff/${s.id}`,
    updatedAt: (s) => s.updated_at,
    staff: () => null,
    submitter: () => null,
    submissionStatus: () => null,
    submissionNotes: () => null,
    modNotes: () => null,
    staffMedia: async (s, a, ctx) =>
      mapPage(await staffMediaOf(ctx, a, pageWindow(a.page, a.perPage, NESTED_MAX)).load(s.id), (m): MediaEdgeModel => ({ node: m, staffRole: m.__role })),
    characterMedia: async (s, a, ctx) =>
      mapPage(await characterMediaOfStaff(ctx, a, pageWindow(a.page, a.perPage, NESTED_MAX)).load(s.id), (m): MediaEdgeModel => ({
        node: m, characterIds: m.__character_ids, characterRole: m.__character_role,
      })),
    characters: async (s, a, ctx) =>
      mapPage(await charactersOfStaff(ctx, a.sort, pageWindow(a.page, a.perPage, NESTED_MAX)).load(s.id), (c): CharacterEdgeModel => ({
        node: c, role: c.__role, mediaId: null, mediaIds: c.__media_ids,
      })),
  },
  StaffName: {
    first: (s) => s.name_first,
    middle: (s) => s.name_middle,
    last: (s) => s.name_last,
    full: (s) => s.name_full,
    native: (s) => s.name_native,
    alternative: (s) => s.name_alternative,
    userPreferred: (s, _a, ctx) => withLanguages(ctx, (l) => preferredName(l.staffNameLanguage, s)),
  },
  StaffEdge: {
    id: (e) => e.node.id,
    favouriteOrder: (e) => e.favouriteOrder ?? null,
  },
};
