// The contract of the third-party API's authorization (issue 14, docs/adr/0024): OAuth2 scopes, which command
// needs which scope, the public OAuth endpoints and the JSON routes behind /settings/developer, /settings/apps and
// the authorization screen. Types, constants and zod inputs only, so that the client can import this module.
import { z } from 'zod';
import type { CommandName } from './commands/index.ts';

/**
 * What an app may do with a member's account. `read` covers every query (Viewer included, private lists a member
 * shows only to themselves); the others each open a group of mutations. AniList has no scopes: an app that asks
 * for none gets DEFAULT_SCOPES, which is what an AniList token can do.
 */
export const SCOPES = ['read', 'lists', 'social', 'moderation'] as const;
export type Scope = (typeof SCOPES)[number];
export const DEFAULT_SCOPES: readonly Scope[] = ['read', 'lists', 'social'];

/** What the authorization screen says each scope lets the app do. */
export const SCOPE_DESCRIPTIONS: Readonly<Record<Scope, string>> = {
  read: 'See your profile, lists, activity and notifications, including what only you can see',
  lists: 'Add, edit and remove entries on your anime and manga lists, and change your favourites',
  social: 'Post, reply, like and follow as you; write reviews, recommendations, forum threads and messages',
  moderation: 'Use your moderator tools as you',
};

/** A space- or comma-separated scope string (RFC 6749 §3.3) as a set of known scopes; unknown names are errors. */
export function parseScopes(raw: string | null | undefined): Scope[] | null {
  if (raw == null || raw.trim() === '') return [...DEFAULT_SCOPES];
  const names = raw.split(/[\s,]+/).filter(Boolean);
  if (!names.every((n): n is Scope => (SCOPES as readonly string[]).includes(n))) return null;
  // `read` comes with any other scope: an app that may edit a list may also see it.
  return SCOPES.filter((s) => s === 'read' || names.includes(s));
}

/** The lifetimes AniList's clients are written for: a token they keep for a year (they do not refresh). */
export const ACCESS_TOKEN_SECONDS = 365 * 24 * 3600;
export const REFRESH_TOKEN_SECONDS = 2 * 365 * 24 * 3600;
export const AUTHORIZATION_CODE_SECONDS = 600;

/** The public OAuth endpoints, as AniList has them (plus revoke). */
export const OAUTH_PATHS = {
  authorize: '/api/v2/oauth/authorize',
  token: '/api/v2/oauth/token',
  revoke: '/api/v2/oauth/revoke',
  /** GET, cookie: what the authorization screen shows (the app, the scopes) or why the request is refused. */
  authorizeInfo: '/api/v2/oauth/authorize/info',
} as const;

/**
 * Internal, command-service to query-service: the grant whose tokens a token or revoke request ended (rotated away,
 * revoked, or all of them after a replay), so that the query-service forgets them at once rather than after its cache.
 */
export const REVOKED_GRANT_HEADER = 'x-revoked-grant';

/** The JSON routes of the developer and apps settings (cookie + CSRF header, like every write of the site). */
export const APPS_PATHS = {
  /** GET: the member's own API clients. POST AppInput: register one (the answer carries the secret once). */
  mine: '/api/apps',
  /** GET / PATCH AppInput / DELETE: one of the member's API clients. */
  one: (id: number) => `/api/apps/${id}`,
  /** POST: a new secret; the old one stops working at once. */
  rotate: (id: number) => `/api/apps/${id}/secret`,
  /** GET: the apps the member has authorised. */
  authorized: '/api/apps/authorized',
  /** DELETE: revoke every token the member gave that app. */
  revokeAuthorized: (clientId: number) => `/api/apps/authorized/${clientId}`,
} as const;

export const APP_NAME_MAX = 60;
export const APP_REDIRECT_MAX = 500;

/**
 * A redirect URI: https anywhere, http only for this machine (apps under development), or a private scheme such as
 * `com.example.app:/callback` for mobile and desktop apps (RFC 8252 §7.1). Never a fragment (RFC 6749 §3.1.2).
 */
export const RedirectUri = z
  .string()
  .trim()
  .min(1, 'A redirect URI is required.')
  .max(APP_REDIRECT_MAX, `The redirect URI can be at most ${APP_REDIRECT_MAX} characters.`)
  .refine((value) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return false;
    }
    if (url.hash) return false;
    if (url.protocol === 'https:') return true;
    if (url.protocol === 'http:') return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    // A private-use scheme names the app (reverse domain), never a browser-run scheme.
    return /^[a-z][a-z0-9+.-]*\.[a-z0-9+.-]+:$/.test(url.protocol) && !['javascript:', 'data:', 'file:'].includes(url.protocol);
  }, 'The redirect URI must be an https address, an http address on localhost, or an app scheme such as com.example.app:/callback, without a #fragment.');

export const AppInput = z.object({
  name: z.string().trim().min(1, 'A name is required.').max(APP_NAME_MAX, `The name can be at most ${APP_NAME_MAX} characters.`),
  redirectUri: RedirectUri,
  /** A public client (mobile, desktop, single-page) keeps no secret and must use PKCE. */
  public: z.boolean().default(false),
});
export type AppInput = z.input<typeof AppInput>;

/** One of a member's API clients, as /settings/developer shows it (never the secret, which is stored hashed). */
export interface DeveloperApp {
  id: number;
  name: string;
  redirectUri: string;
  public: boolean;
  createdAt: string;
  secretRotatedAt: string | null;
  /** Requests a minute each token of this app may make (AniList's 90 unless raised for the app). */
  rateLimit: number;
}

/** The answer to registering an app or rotating its secret: the only time the secret is shown. */
export interface DeveloperAppWithSecret {
  app: DeveloperApp;
  /** Null for a public client. */
  secret: string | null;
}

/** An app a member has authorised, as /settings/apps shows it. */
export interface AuthorizedApp {
  clientId: number;
  name: string;
  scopes: Scope[];
  authorizedAt: string;
  lastUsedAt: string | null;
}

/** What the authorization screen needs, or the reason it must not be shown. */
export type AuthorizeInfo =
  | {
      ok: true;
      client: { id: number; name: string; ownerName: string | null; public: boolean };
      scopes: { name: Scope; description: string }[];
      redirectUri: string;
      responseType: 'code' | 'token';
    }
  /** The request cannot be answered by a redirect (unknown client, bad redirect URI): the screen shows `message`. */
  | { ok: false; message: string };

/** POST /api/v2/oauth/authorize (cookie + CSRF): the member's answer; the site then sends the browser to `redirect`. */
export const AuthorizeDecision = z.object({
  client_id: z.coerce.number().int().positive(),
  redirect_uri: z.string().optional(),
  response_type: z.enum(['code', 'token']),
  scope: z.string().optional(),
  state: z.string().max(2000).optional(),
  code_challenge: z.string().optional(),
  code_challenge_method: z.enum(['S256', 'plain']).optional(),
  approve: z.boolean(),
});
export type AuthorizeDecision = z.input<typeof AuthorizeDecision>;

/**
 * The scope a token needs to send each command. Typed by the command contract (events/src/commands): a command
 * without a row here, or a row for no command, does not compile.
 */
export const COMMAND_SCOPES: Readonly<Record<CommandName, Scope>> = {
  // A member's lists, favourites and settings.
  SaveMediaListEntry: 'lists',
  DeleteMediaListEntry: 'lists',
  UpdateMediaListEntries: 'lists',
  DeleteCustomList: 'lists',
  ImportMediaList: 'lists',
  ToggleFavourite: 'lists',
  UpdateFavouriteOrder: 'lists',
  UpdateUser: 'lists',
  // Writing as the member: posts, replies, likes, follows, reviews, the forum, reports, submissions.
  SaveTextActivity: 'social',
  SaveMessageActivity: 'social',
  SaveActivityReply: 'social',
  DeleteActivity: 'social',
  DeleteActivityReply: 'social',
  ToggleActivityLike: 'social',
  ToggleActivityReplyLike: 'social',
  ToggleActivityPin: 'social',
  ToggleActivitySubscription: 'social',
  ToggleFollow: 'social',
  ToggleUserBlock: 'social',
  SaveReview: 'social',
  DeleteReview: 'social',
  RateReview: 'social',
  SaveRecommendation: 'social',
  DeleteRecommendation: 'social',
  SaveThread: 'social',
  DeleteThread: 'social',
  SaveThreadComment: 'social',
  DeleteThreadComment: 'social',
  ToggleThreadLike: 'social',
  ToggleThreadCommentLike: 'social',
  ToggleThreadSubscription: 'social',
  CreateUserReport: 'social',
  UpdateUserProfile: 'social',
  ChangeUserName: 'social',
  SubmitMediaEdit: 'social',
  SubmitNewMedia: 'social',
  SubmitCharacterEdit: 'social',
  SubmitStaffEdit: 'social',
  SubmitMediaTag: 'social',
  // A member's known tag for a media is a proposal a data moderator reviews (ADR 67), like a submitted edit.
  AddMediaTag: 'social',
  SaveMediaTagVote: 'social',
  // Side effects of reading (a thread's view count, the unread count reset by notifications(resetNotificationCount)).
  RecordThreadViews: 'read',
  ResetNotificationCount: 'read',
  // Moderators' and the system's tools.
  AcceptCharacterSubmission: 'moderation',
  AcceptMediaSubmission: 'moderation',
  AcceptMediaTagSubmission: 'moderation',
  AcceptStaffSubmission: 'moderation',
  AddCharacter: 'moderation',
  AddMedia: 'moderation',
  AcceptMediaTagProposal: 'moderation',
  AddStaff: 'moderation',
  AddStudio: 'moderation',
  BanUser: 'moderation',
  UnbanUser: 'moderation',
  CreateMediaTag: 'moderation',
  DeleteMedia: 'moderation',
  DeleteMediaTag: 'moderation',
  DenyMediaTagProposal: 'moderation',
  DenyMediaTagSubmission: 'moderation',
  ImportMediaStatistics: 'moderation',
  PublishAnnouncement: 'moderation',
  WithdrawAnnouncement: 'moderation',
  LockActivity: 'moderation',
  MergeMedia: 'moderation',
  RecordEpisodeAired: 'moderation',
  RejectCharacterSubmission: 'moderation',
  RejectMediaSubmission: 'moderation',
  RejectStaffSubmission: 'moderation',
  ResolveReport: 'moderation',
  SaveModNote: 'moderation',
  SetDonatorTier: 'moderation',
  SetModeratorRoles: 'moderation',
  UpdateCharacter: 'moderation',
  UpdateMedia: 'moderation',
  UpdateMediaTag: 'moderation',
  UpdateStaff: 'moderation',
  UpdateStudio: 'moderation',
};

/** The message a token without the command's scope gets (403). */
export const MISSING_SCOPE_MESSAGE = (scope: Scope) => `This app was not given the "${scope}" scope.`;
