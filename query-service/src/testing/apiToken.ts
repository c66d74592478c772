import { APPS_PATHS, OAUTH_PATHS, type DeveloperAppWithSecret } from '@tsuzuki/events/oauth';
import type { Browser } from './browser.ts';

export const TEST_REDIRECT = 'https://app.example/callback';

/** What a third-party app holds after the authorization code flow. */
export interface IssuedApiToken {
  accessToken: string;
  refreshToken: string;
  clientId: number;
  secret: string;
  /** The code exchange as the app sent it (a second send is a replay). */
  exchange: Record<string, unknown>;
  /** The headers an app sends with it. */
  headers: Record<string, string>;
}

/**
 * Plays a third-party app over HTTP: `member` (a logged-in Browser) registers an app and approves it with `scope`,
 * and the app exchanges the code for a token the way AniList's documentation shows (a JSON body).
 */
export async function issueApiToken(member: Browser, scope?: string): Promise<IssuedApiToken> {
  const registered = await member.json<DeveloperAppWithSecret>('POST', APPS_PATHS.mine, { name: 'Test app', redirectUri: TEST_REDIRECT });
  if (registered.status !== 200) throw new Error(`registering an app failed: ${JSON.stringify(registered.body)}`);
  const { app, secret } = registered.body;
  const approved = await member.json<{ redirect: string }>('POST', OAUTH_PATHS.authorize, {
    client_id: app.id,
    response_type: 'code',
    approve: true,
    ...(scope ? { scope } : {}),
  });
  const code = new URL(approved.body.redirect).searchParams.get('code');
  if (!code) throw new Error(`approval gave no code: ${JSON.stringify(approved.body)}`);
  const exchange = { grant_type: 'authorization_code', client_id: app.id, client_secret: secret, redirect_uri: TEST_REDIRECT, code };
  const res = await fetch(`${member.base}${OAUTH_PATHS.token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(exchange),
  });
  const body = (await res.json()) as { access_token: string; refresh_token: string };
  if (res.status !== 200) throw new Error(`the token exchange failed: ${JSON.stringify(body)}`);
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    clientId: app.id,
    secret: secret!,
    exchange,
    headers: { authorization: `Bearer ${body.access_token}` },
  };
}
