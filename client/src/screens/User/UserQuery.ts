import { graphql } from 'react-relay';
import { redirect, replace, type LoaderFunctionArgs } from 'react-router-dom';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { loadRouteQuery, type RouteQuery } from '../../system/loadRouteQuery.ts';
import { GraphQLRequestError } from '../../system/transport/errors.ts';
import type { UserPageQuery as UserPageQueryType } from './__generated__/UserPageQuery.graphql';
import { userParam } from './userParam.ts';

// The shell of every user page (social §2): header and tabs. Each tab loads its own query beside this one.
export const userPageQuery = graphql`
  query UserPageQuery($id: Int, $name: String) @preloadable {
    User(id: $id, name: $name) {
      id
      name
      options { profileColor }
      ...UserHeader_user
    }
  }
`;

export { userParam, type UserParam } from './userParam.ts';

/** Loads a user page's query; an unknown user goes to /404. */
export async function loadUserQuery<T extends OperationType>(
  routeKey: string,
  query: GraphQLTaggedNode,
  variables: T['variables'],
  found: (data: T['response'] | null) => boolean,
  fetchPolicy?: 'network-only',
): Promise<RouteQuery<T>> {
  let loaded: RouteQuery<T>;
  try {
    loaded = await loadRouteQuery<T>(routeKey, query, variables, fetchPolicy);
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.status === 404) throw redirect('/404');
    throw error;
  }
  if (!found(loaded.data)) throw redirect('/404');
  return loaded;
}

/** A profile opened by its numeric id moves to its name's address (replacing the route), so tabs and links agree. */
export async function userLoader({ params, request }: LoaderFunctionArgs) {
  const user = userParam(params.name);
  if (!user.id && !user.name) throw redirect('/404');
  const loaded = await loadUserQuery<UserPageQueryType>('user', userPageQuery, user, (data) => data?.User != null);
  const name = loaded.data?.User?.name;
  if (user.id != null && name) {
    const url = new URL(request.url);
    const rest = url.pathname.split('/').slice(3).join('/');
    throw replace(`/user/${encodeURIComponent(name)}/${rest}${url.search}${url.hash}`);
  }
  return loaded;
}
