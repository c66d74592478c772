// The loaders of the developer and apps settings: their own module, so that the contract (and zod) load with
// these pages, not with the site's entry.
import type { AuthorizedApp, DeveloperApp } from '@tsuzuki/events/oauth';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { viewerSession } from '../../session/viewerSession.ts';
import { AppsApiError, getApp, listAuthorizedApps, listMyApps } from '../OAuth/appsApi.ts';

/** A read of the member's own data; a session the server no longer knows logs out and goes to /login. */
async function asMember<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppsApiError && error.status === 401) {
      viewerSession.clear();
      throw redirect('/login');
    }
    throw error;
  }
}

export interface DeveloperData {
  apps: DeveloperApp[];
}
export interface ClientData {
  /** Null when there is no such client of this member (the page says so). */
  app: DeveloperApp | null;
}
export interface AuthorizedData {
  apps: AuthorizedApp[];
}

const ID = /^[1-9]\d{0,9}$/;

export async function clientLoader({ params }: LoaderFunctionArgs): Promise<ClientData> {
  if (!ID.test(params.id ?? '')) return { app: null };
  return asMember(() =>
    getApp(Number(params.id)).then(
      (app) => ({ app }),
      (error: unknown) => {
        if (error instanceof AppsApiError && (error.status === 404 || error.status === 403)) return { app: null };
        throw error;
      },
    ),
  );
}

export const developerLoader = (): Promise<DeveloperData> => asMember(async () => ({ apps: await listMyApps() }));
export const authorizedAppsLoader = (): Promise<AuthorizedData> => asMember(async () => ({ apps: await listAuthorizedApps() }));
