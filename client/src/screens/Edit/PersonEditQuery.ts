import { graphql } from 'react-relay';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { loadRouteQuery, type RouteQuery } from '../../system/loadRouteQuery.ts';
import { GraphQLRequestError } from '../../system/relayEnvironment.ts';
import type { CharacterEditQuery } from './__generated__/CharacterEditQuery.graphql';
import type { StaffEditQuery } from './__generated__/StaffEditQuery.graphql';
import type { StudioEditQuery } from './__generated__/StudioEditQuery.graphql';
import { moderatorGuard } from '../../session/guards.ts';
import { requireSignedIn } from './editGuards.ts';
import { parseEditId } from './editRules.ts';

// /edit/character/{id}, /edit/staff/{id} and /edit/studio/{id} (social §2): digits only; the studio page only for
// moderators, with the dashboard's own guard (session/guards.ts).
export const characterEditQuery = graphql`
  query CharacterEditQuery($id: Int!) {
    Character(id: $id) {
      id
      name { first middle last full native alternative alternativeSpoiler userPreferred }
      image { large }
      description
      gender
      dateOfBirth { year month day }
      age
      bloodType
    }
  }
`;

export const staffEditQuery = graphql`
  query StaffEditQuery($id: Int!) {
    Staff(id: $id) {
      id
      name { first middle last full native alternative userPreferred }
      languageV2
      image { large }
      description
      primaryOccupations
      gender
      dateOfBirth { year month day }
      dateOfDeath { year month day }
      age
      homeTown
      bloodType
    }
  }
`;

export const studioEditQuery = graphql`
  query StudioEditQuery($id: Int!) {
    Studio(id: $id) {
      id
      name
      isAnimationStudio
    }
  }
`;

export interface EntityEditData<T extends OperationType> extends RouteQuery<T> {
  readonly id: number;
  /** ?submission=<id>: that submission, shown above the form. */
  readonly submissionId: number | null;
}

function entityEditLoader<T extends OperationType>(
  key: string,
  query: GraphQLTaggedNode,
  guard: () => void | Promise<void>,
  exists: (data: T['response'] | null) => boolean,
) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<EntityEditData<T>> => {
    const id = parseEditId(params.id, false);
    if (id === null) throw redirect('/404');
    await guard();
    let loaded;
    try {
      loaded = await loadRouteQuery<T>(key, query, { id } as T['variables']);
    } catch (error) {
      if (error instanceof GraphQLRequestError && error.status === 404) throw redirect('/404');
      throw error;
    }
    if (!exists(loaded.data)) throw redirect('/404');
    const submissionId = parseEditId(new URL(request.url).searchParams.get('submission') ?? undefined, false);
    return { ...loaded, id: id as number, submissionId: submissionId as number | null };
  };
}

export const characterEditLoader = entityEditLoader<CharacterEditQuery>(
  'character-edit',
  characterEditQuery,
  requireSignedIn,
  (d) => !!d?.Character,
);
export const staffEditLoader = entityEditLoader<StaffEditQuery>('staff-edit', staffEditQuery, requireSignedIn, (d) => !!d?.Staff);
export const studioEditLoader = entityEditLoader<StudioEditQuery>('studio-edit', studioEditQuery, moderatorGuard, (d) => !!d?.Studio);
