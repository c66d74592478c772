import landingParams from '../screens/Landing/__generated__/LandingQuery$parameters.ts';
import { landingVariables } from '../screens/Landing/landingVariables.ts';
import mediaPageParams from '../screens/MediaPage/__generated__/MediaPageQuery$parameters.ts';
import { mediaPageVariables } from '../screens/MediaPage/mediaPageVariables.ts';
import userPageParams from '../screens/User/__generated__/UserPageQuery$parameters.ts';
import userOverviewParams from '../screens/User/overview/__generated__/UserOverviewQuery$parameters.ts';
import mediaListParams from '../screens/User/lists/__generated__/MediaListPageQuery$parameters.ts';
import { mediaListVariables } from '../screens/User/lists/mediaListVariables.ts';
import { userParam } from '../screens/User/userParam.ts';
import type { OperationType, PreloadableConcreteRequest } from 'relay-runtime';
import type { EarlyQuery } from './transport/earlyAnswers.ts';

// The queries' @preloadable parameters: their persisted ids and names, without their selections.
function query<T extends OperationType>(request: PreloadableConcreteRequest<T>, variables: T['variables']): EarlyQuery[] {
  const { id, name } = request.params;
  return id ? [{ documentId: id, name, variables: variables as Record<string, unknown> }] : [];
}

/**
 * The first queries of the pages people open cold (the landing page, media pages, profiles and list pages), with
 * the variables their route loaders will ask with: the same builders, so the transport finds them (ADR 50). The
 * paths repeat the router's (system/router.tsx): a path missed here only loses the head start. Members are never
 * sent to the landing page (it redirects them home), so it is not asked for them.
 */
export function earlyQueries(pathname: string, loggedIn: boolean, now: Date): EarlyQuery[] {
  if (pathname === '/') return loggedIn ? [] : query(landingParams, landingVariables(now));
  const media = /^\/(anime|manga)\/(\d+)(?:\/|$)/.exec(pathname);
  if (media) {
    const id = Number(media[2]);
    if (!Number.isSafeInteger(id) || id <= 0) return [];
    return query(mediaPageParams, mediaPageVariables(id, media[1] === 'anime' ? 'ANIME' : 'MANGA'));
  }
  const user = /^\/user\/([^/]+)(?:\/((?:anime|manga)list)(?:\/.*)?)?\/?$/.exec(pathname);
  if (user) {
    let name: string;
    try {
      name = decodeURIComponent(user[1]!);
    } catch {
      return [];
    }
    const param = userParam(name);
    if (!param.id && !param.name) return [];
    const page = query(userPageParams, param);
    if (!user[2]) return [...page, ...query(userOverviewParams, param)];
    const type = user[2] === 'animelist' ? 'ANIME' : 'MANGA';
    // The whole list too, once the head is answered (the server would make both at once, the head no sooner than
    // the whole): for a long list it is the answer that takes seconds; a short one is whole in the head, and its
    // early whole list goes unused.
    const whole = query(mediaListParams, mediaListVariables(param, type, loggedIn, true)).map((q) => ({ ...q, afterPrevious: true }));
    return [...page, ...query(mediaListParams, mediaListVariables(param, type, loggedIn, false)), ...whole];
  }
  return [];
}
