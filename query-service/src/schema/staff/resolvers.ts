import { T } from '../../db/sql.ts';
import { staffById } from '../byId.ts';
import { mapPage, type CharacterEdgeModel, type MediaEdgeModel } from '../models.ts';
import { NESTED_MAX, pageWindow } from '../page/paging.ts';
import { entityQueries } from '../people/entityQueries.ts';
import { personFields, personNameFields } from '../people/personFields.ts';
import type { Resolvers, StaffLanguage } from '../resolverTypes.ts';
import type { EntityTable } from '../search/findEntities.ts';
import { fuzzyDate } from '../text.ts';
import { characterMediaOfStaff, charactersOfStaff, staffMediaOf } from './loaders.ts';
import type { StaffRow } from './rows.ts';

const STAFF: EntityTable = {
  kind: 'STAFF',
  table: T.staff,
  sortColumns: { FAVOURITES: 'e.favourites', LANGUAGE: 'e.language' },
  notNull: ['FAVOURITES'],
  hasBirthday: true,
};
const LANGUAGE_ENUM: readonly StaffLanguage[] = [
  'JAPANESE',
  'ENGLISH',
  'KOREAN',
  'ITALIAN',
  'SPANISH',
  'PORTUGUESE',
  'FRENCH',
  'GERMAN',
  'HEBREW',
  'HUNGARIAN',
];

const queries = entityQueries<StaffRow>(STAFF, staffById);

export const staffResolvers: Resolvers = {
  Query: { Staff: queries.one, staffSearch: queries.search },
  Page: { staff: queries.list },
  Staff: {
    ...personFields<StaffRow>({ favourite: 'STAFF', path: 'staff' }),
    language: (s) => LANGUAGE_ENUM.find((l) => l === s.language?.toUpperCase()) ?? null,
    languageV2: (s) => s.language,
    primaryOccupations: (s) => s.primary_occupations,
    dateOfDeath: (s) => fuzzyDate(s.death_year, s.death_month, s.death_day),
    yearsActive: (s) => s.years_active,
    homeTown: (s) => s.home_town,
    staff: () => null,
    submitter: () => null,
    submissionStatus: () => null,
    submissionNotes: () => null,
    modNotes: () => null,
    staffMedia: async (s, a, ctx) =>
      mapPage(await staffMediaOf(ctx, a, pageWindow(a.page, a.perPage, NESTED_MAX)).load(s.id), (m): MediaEdgeModel => ({
        node: m,
        staffRole: m.__role,
      })),
    characterMedia: async (s, a, ctx) =>
      mapPage(await characterMediaOfStaff(ctx, a, pageWindow(a.page, a.perPage, NESTED_MAX)).load(s.id), (m): MediaEdgeModel => ({
        node: m,
        characterIds: m.__character_ids,
        characterRole: m.__character_role,
      })),
    characters: async (s, a, ctx) =>
      mapPage(await charactersOfStaff(ctx, a.sort, pageWindow(a.page, a.perPage, NESTED_MAX)).load(s.id), (c): CharacterEdgeModel => ({
        node: c,
        role: c.__role,
        mediaId: null,
        mediaIds: c.__media_ids,
      })),
  },
  StaffName: personNameFields<StaffRow>(),
  StaffEdge: {
    id: (e) => e.node.id,
    favouriteOrder: (e) => e.favouriteOrder ?? null,
  },
};
