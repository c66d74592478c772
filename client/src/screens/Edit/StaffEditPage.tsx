import { useLoaderData } from 'react-router-dom';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import type { StaffEditQuery } from './__generated__/StaffEditQuery.graphql';
import { staffEditQuery, type EntityEditData } from './PersonEditQuery.ts';
import { PersonEditPage } from './PersonEditPage.tsx';

/** /edit/staff/{id} (social §2). */
export function StaffEditPage() {
  const { Staff: staff } = useRouteQuery<StaffEditQuery>(staffEditQuery);
  const { id, submissionId } = useLoaderData() as EntityEditData<StaffEditQuery>;
  return <PersonEditPage kind="STAFF" id={id} submissionId={submissionId} person={staff} />;
}
