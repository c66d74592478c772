import { FAVOURITE_KINDS, type FavouriteKind } from '@tsuzuki/events';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { badInput } from '../../http/errors.ts';
import { showsAdult } from '../adultContent.ts';
import { primeMedia } from '../byId.ts';
import { relayField, type RelayArgs } from '../page/relayField.ts';
import type { SliceOptions } from '../page/paging.ts';
import { fetchSlice } from '../page/slice.ts';
import type { QueryFavouriteFeedArgs, Resolvers } from '../resolverTypes.ts';
import type { FavouriteFeedItem } from './models.ts';

type MediaFavourite = Extract<FavouriteFeedItem, { __typename: 'Media' }>;

// The site's own Relay connection over one kind of a member's favourites (ADR 39): the favourites page pages each kind
// with usePaginationFragment. It reads what User.favourites' fields read, in the member's order.
export const favouriteFeedTypeDefs = /* GraphQL */ `
  extend type Query {
    "The site's own: one kind of a member's favourites (User.favourites) as a Relay connection, in the member's order. The member by id or name."
    favouriteFeed(first: Int, after: String, userId: Int, userName: String, type: FavouriteType!): FavouriteFeedConnection
  }

  enum FavouriteType { ANIME MANGA CHARACTER STAFF STUDIO }

  union FavouriteUnion = Media | Character | Staff | Studio

  type FavouriteFeedConnection {
    edges: [FavouriteFeedEdge!]!
    pageInfo: ConnectionPageInfo!
  }

  type FavouriteFeedEdge {
    cursor: String!
    "The item's place in the member's order, 1 first (UpdateFavouriteOrder takes such numbers)."
    favouriteOrder: Int!
    "Nullable: a client drops an item from its store, and the edge then reads null."
    node: FavouriteUnion
  }
`;

const TABLES: Record<FavouriteKind, string> = {
  ANIME: T.media,
  MANGA: T.media,
  CHARACTER: T.characters,
  STAFF: T.staff,
  STUDIO: T.studios,
};
const TYPENAMES = { ANIME: 'Media', MANGA: 'Media', CHARACTER: 'Character', STAFF: 'Staff', STUDIO: 'Studio' } as const;

const FavouriteFilter = z
  .object({ userId: z.number().int().nullish(), userName: z.string().max(100).nullish(), type: z.enum(FAVOURITE_KINDS) })
  .refine((f) => f.userId != null || f.userName != null, { path: ['userId'], message: 'Required' });

/** A window of one member's favourites of one kind; adult media only for a viewer who shows them (social §2). */
async function findFavourites(
  args: Omit<QueryFavouriteFeedArgs, keyof RelayArgs>,
  ctx: Context,
  offset: number,
  limit: number,
  options: SliceOptions,
) {
  const parsed = FavouriteFilter.safeParse(args);
  if (!parsed.success) throw badInput('Validation error.', { userId: ['Required'] });
  const { userId, userName, type } = parsed.data;
  const hideAdult = (type === 'ANIME' || type === 'MANGA') && !(await showsAdult(ctx));
  const slice = await fetchSlice<FavouriteFeedItem>(
    ctx.db,
    (p) => {
      // A profile's address holds the member's name: its route asks by name, in parallel with the member itself.
      const member = userId != null ? p(userId) : `(SELECT u.id FROM ${T.users} u WHERE u.name_lower = lower(${p(userName)}))`;
      return {
        select: `x.*, f.position AS __position, ${p(TYPENAMES[type])}::text AS __typename`,
        from: `FROM ${T.favourites} f JOIN ${TABLES[type]} x ON x.id = f.item_id
        WHERE f.user_id = ${member} AND f.kind = ${p(type)} ${hideAdult ? 'AND NOT x.is_adult' : ''}`,
        orderBy: 'f.position, x.id',
      };
    },
    offset,
    limit,
    options,
  );
  // Media nodes are read again by Media's own resolvers through the by-id loader.
  primeMedia(
    ctx,
    slice.rows.filter((row): row is MediaFavourite => row.__typename === 'Media'),
  );
  return slice;
}

export const favouriteFeedResolvers: Resolvers = {
  Query: {
    favouriteFeed: relayField(findFavourites),
  },
  FavouriteFeedEdge: {
    favouriteOrder: (edge) => edge.node.__position + 1,
  },
};
