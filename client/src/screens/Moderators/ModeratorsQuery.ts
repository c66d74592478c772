import { MODERATOR_ROLES } from '@tsuzuki/events/roles';
import { fetchQuery, graphql } from 'react-relay';
import { environment } from '../../system/relayEnvironment.ts';
import type { ModeratorsQuery as ModeratorsQueryType } from './__generated__/ModeratorsQuery.graphql';

// /moderators (social §2, §7: "Moderators list (paged until no next page)"): every page of moderators, asked one after
// another until the last, then grouped by role.
export const moderatorsQuery = graphql`
  query ModeratorsQuery($page: Int) {
    Page(page: $page, perPage: 50) {
      pageInfo { hasNextPage }
      users(isModerator: true, sort: [ID]) {
        id
        name
        avatar { large }
        moderatorRoles
      }
    }
  }
`;

export type Moderator = NonNullable<NonNullable<NonNullable<ModeratorsQueryType['response']['Page']>['users']>[number]>;

/** Pages are asked until one says there is no next; a runaway list stops at 40 pages (2,000 moderators). */
const MAX_PAGES = 40;

export async function allModerators(): Promise<Moderator[]> {
  const found: Moderator[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const data = await fetchQuery<ModeratorsQueryType>(environment, moderatorsQuery, { page }, { fetchPolicy: 'network-only' }).toPromise();
    found.push(...(data?.Page?.users ?? []).filter((u): u is Moderator => !!u));
    if (!data?.Page?.pageInfo?.hasNextPage) break;
  }
  return found;
}

export interface RoleSection {
  readonly role: string;
  readonly members: readonly Moderator[];
}

/** Each moderator under their first role (the one their badge shows, social §4), roles in the spec's order. */
export function byRole(moderators: readonly Moderator[]): RoleSection[] {
  const sections = new Map<string, Moderator[]>();
  for (const m of moderators) {
    const first = (m.moderatorRoles ?? []).find((role): role is NonNullable<typeof role> => !!role);
    if (!first) continue;
    sections.set(first, [...(sections.get(first) ?? []), m]);
  }
  return MODERATOR_ROLES.filter((role) => sections.has(role)).map((role) => ({
    role,
    members: [...sections.get(role)!].sort((a, b) => a.name.localeCompare(b.name)),
  }));
}

export const moderatorsLoader = async () => ({ moderators: await allModerators() });
