import { useLoaderData } from 'react-router-dom';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import type { CharacterEditQuery } from './__generated__/CharacterEditQuery.graphql';
import { characterEditQuery, type EntityEditData } from './PersonEditQuery.ts';
import { PersonEditPage } from './PersonEditPage.tsx';

/** /edit/character/{id} (social §2). */
export function CharacterEditPage() {
  const { Character: character } = useRouteQuery<CharacterEditQuery>(characterEditQuery);
  const { id, submissionId } = useLoaderData() as EntityEditData<CharacterEditQuery>;
  return <PersonEditPage kind="CHARACTER" id={id} submissionId={submissionId} person={character} />;
}
