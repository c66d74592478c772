import { characterPath, staffPath, studioPath } from '../../../format/entityPath.ts';
import { mediaPath } from '../../../format/slug.ts';
import type { FavouriteItem, FavouriteKindKey } from './favouritesRules.ts';

// The favourites queries select plain fields (no fragments): the page keeps items in its own state to reorder them.
interface MediaNode {
  readonly id: number;
  readonly type?: string | null;
  readonly isAdult?: boolean | null;
  readonly title?: { readonly userPreferred?: string | null } | null;
  readonly coverImage?: { readonly large?: string | null; readonly color?: string | null } | null;
}
interface PersonNode {
  readonly id: number;
  readonly name?: { readonly userPreferred?: string | null } | null;
  readonly image?: { readonly large?: string | null } | null;
}
interface StudioNode {
  readonly id: number;
  readonly name?: string | null;
}

type Node = MediaNode | PersonNode | StudioNode;

export function favouriteItem(kind: FavouriteKindKey, node: Node): FavouriteItem {
  switch (kind) {
    case 'anime':
    case 'manga': {
      const media = node as MediaNode;
      const name = media.title?.userPreferred ?? '';
      return {
        id: media.id,
        name,
        image: media.coverImage?.large ?? null,
        color: media.coverImage?.color ?? null,
        path: mediaPath(media.type ?? kind.toUpperCase(), media.id, name),
        isAdult: media.isAdult ?? false,
      };
    }
    case 'characters':
    case 'staff': {
      const person = node as PersonNode;
      const name = person.name?.userPreferred ?? '';
      return {
        id: person.id,
        name,
        image: person.image?.large ?? null,
        path: kind === 'staff' ? staffPath(person.id, name) : characterPath(person.id, name),
      };
    }
    case 'studios': {
      const studio = node as StudioNode;
      return { id: studio.id, name: studio.name ?? '', image: null, path: studioPath(studio.id, studio.name) };
    }
  }
}

type Edge = { readonly favouriteOrder?: number | null; readonly node?: Node | null } | null | undefined;

/** A connection's items in the owner's order (favouriteOrder; the server's order where it is missing). */
export function favouriteItems(kind: FavouriteKindKey, edges: ReadonlyArray<Edge> | null | undefined): FavouriteItem[] {
  return (edges ?? [])
    .flatMap((edge, index) => (edge?.node ? [{ order: edge.favouriteOrder ?? index, index, item: favouriteItem(kind, edge.node) }] : []))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ item }) => item);
}

/** An edge of a favouriteFeed connection as FavouriteKindSection_edges reads it (persons' names aliased). */
type FeedEdge = {
  readonly favouriteOrder: number;
  readonly node?:
    | {
        readonly __typename: 'Media';
        readonly id: number;
        readonly type?: string | null;
        readonly isAdult?: boolean | null;
        readonly title?: MediaNode['title'];
        readonly coverImage?: MediaNode['coverImage'];
      }
    | {
        readonly __typename: 'Character' | 'Staff';
        readonly id: number;
        readonly personName?: PersonNode['name'];
        readonly image?: PersonNode['image'];
      }
    | { readonly __typename: 'Studio'; readonly id: number; readonly name?: string | null }
    | { readonly __typename: '%other' }
    | null;
};

/** A connection's items in the owner's order (favouriteOrder), as the AniList-shaped edges give them (favouriteItems). */
export function favouriteItemOfNode(kind: FavouriteKindKey, edges: ReadonlyArray<FeedEdge>): FavouriteItem[] {
  return favouriteItems(
    kind,
    edges.map(({ favouriteOrder, node }) => {
      if (!node || node.__typename === '%other') return { favouriteOrder, node: null };
      if (node.__typename === 'Character' || node.__typename === 'Staff') {
        return { favouriteOrder, node: { id: node.id, name: node.personName, image: node.image } };
      }
      return { favouriteOrder, node };
    }),
  );
}
