import type { AuthorizeInfo } from '@tsuzuki/events/oauth';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { isLoggedIn } from '../../session/guards.ts';
import { viewerSession } from '../../session/viewerSession.ts';
import { AppsApiError, getAuthorizeInfo } from './appsApi.ts';
import { authorizeQuery, loginUrlFor, readAuthorizeParams, type AuthorizeParams } from './authorizeRules.ts';

export interface AuthorizeData {
  params: AuthorizeParams;
  info: AuthorizeInfo;
}

/**
 * A guest logs in first and comes back with the same request (core §2); a member sees what the app asks for, or why
 * the request cannot be answered (the site refuses it without a redirect when the client or its redirect URI is wrong).
 */
export async function authorizeLoader({ request }: LoaderFunctionArgs): Promise<AuthorizeData> {
  const { search } = new URL(request.url);
  if (!isLoggedIn()) throw redirect(loginUrlFor(search));
  const params = readAuthorizeParams(search);
  try {
    return { params, info: await getAuthorizeInfo(authorizeQuery(params)) };
  } catch (error) {
    if (!(error instanceof AppsApiError) || error.status >= 500) throw error;
    if (error.status === 401) {
      // The stored viewer was stale: the server no longer knows the session.
      viewerSession.clear();
      throw redirect(loginUrlFor(search));
    }
    return { params, info: { ok: false, message: error.message } };
  }
}
