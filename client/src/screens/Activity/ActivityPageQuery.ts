import { graphql } from 'react-relay';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { viewerSession } from '../../session/viewerSession.ts';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { GraphQLRequestError } from '../../system/relayEnvironment.ts';
import type { ActivityPageQuery as ActivityPageQueryType } from './__generated__/ActivityPageQuery.graphql';

// /activity/{id} (social §2): one activity; its replies are asked by the card, 25 a page.
export const activityPageQuery = graphql`
  query ActivityPageQuery($id: Int!) {
    Activity(id: $id) {
      __typename
      ... on ListActivity {
        media { isAdult }
      }
      ...ActivityCard_activity
    }
  }
`;

function notFound(): never {
  throw redirect('/404');
}

/**
 * An unknown id, or an activity the viewer may not see (deleted, another pair's private message, a member who
 * blocked them, adult media they do not show), is the not-found page. Asked afresh: counts and text change often.
 */
export async function activityLoader({ params }: LoaderFunctionArgs) {
  const id = Number(params.id);
  if (!/^\d+$/.test(params.id ?? '') || !Number.isSafeInteger(id) || id <= 0) notFound();
  let loaded;
  try {
    loaded = await loadRouteQuery<ActivityPageQueryType>('activity', activityPageQuery, { id }, 'network-only');
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.status === 404) notFound();
    throw error;
  }
  const activity = loaded.data?.Activity;
  if (!activity) notFound();
  const showsAdult = viewerSession.getState().viewer?.options?.displayAdultContent === true;
  if (activity.__typename === 'ListActivity' && activity.media?.isAdult && !showsAdult) notFound();
  return loaded;
}
