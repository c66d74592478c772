// The rules of the developer and apps settings (issue 14): the client-side check of an API client's form (the same
// zod schema the server runs), the example authorization URLs a client page shows, and how dates read.
import { AppInput, OAUTH_PATHS, type DeveloperApp } from '@tsuzuki/events/oauth';

export interface AppDraft {
  name: string;
  redirectUri: string;
  public: boolean;
}

export type AppField = 'name' | 'redirectUri';
export type AppFormErrors = Partial<Record<AppField, string>>;

/** The form's input as the server will take it, or each field's first message from the shared schema. */
export function checkAppDraft(draft: AppDraft): { ok: true; value: AppInput } | { ok: false; errors: AppFormErrors } {
  const parsed = AppInput.safeParse(draft);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: AppFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'redirectUri') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** Field messages the server sent back (its validation map), as the form shows them. */
export function serverFieldErrors(validation: Readonly<Record<string, readonly string[] | string>>): AppFormErrors {
  const errors: AppFormErrors = {};
  for (const field of ['name', 'redirectUri'] as const) {
    const messages = validation[field];
    const first = Array.isArray(messages) ? messages[0] : (messages as string | undefined);
    if (first) errors[field] = first;
  }
  return errors;
}

export const draftOf = (app: Pick<DeveloperApp, 'name' | 'redirectUri' | 'public'>): AppDraft => ({
  name: app.name,
  redirectUri: app.redirectUri,
  public: app.public,
});

/** An authorization URL for a client: the authorization code grant or the implicit grant, optionally with PKCE. */
export function authorizeUrlFor(
  origin: string,
  app: Pick<DeveloperApp, 'id' | 'redirectUri'>,
  responseType: 'code' | 'token',
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams({ client_id: String(app.id), redirect_uri: app.redirectUri, response_type: responseType, ...extra });
  return `${origin}${OAUTH_PATHS.authorize}?${query}`;
}

/** The example URLs a client page lists: code (with PKCE for a public client) and implicit. */
export function exampleAuthorizeUrls(origin: string, app: Pick<DeveloperApp, 'id' | 'redirectUri' | 'public'>) {
  const pkce = { code_challenge: 'CODE_CHALLENGE', code_challenge_method: 'S256' };
  return [
    {
      label: app.public ? 'Authorization code with PKCE' : 'Authorization code',
      url: authorizeUrlFor(origin, app, 'code', app.public ? pkce : {}),
    },
    { label: 'Implicit grant (token in the #fragment)', url: authorizeUrlFor(origin, app, 'token') },
  ];
}

/** A day as the settings screens print it ("Mar 4, 2026"); an unreadable value is shown as it came. */
export function formatDay(iso: string | null | undefined, fallback = 'Never'): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
