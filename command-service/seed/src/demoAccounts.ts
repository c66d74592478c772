// The demo accounts the seed creates (through the sign-up code, as the system, email verified), listed by
// `npm start`. Constants only, so that scripts can import them without the command-service's code.
export const DEMO_PASSWORD = 'tsuzuki-demo';

export interface DemoAccount {
  /** Fixed, so that every machine has the same accounts. */
  userId: number;
  name: string;
  email: string;
  /** What the account is for, in the start-up listing. */
  role: string;
  moderatorRoles: readonly string[];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { userId: 1, name: 'Yuki', email: 'yuki@tsuzuki.test', role: 'member', moderatorRoles: [] },
  { userId: 2, name: 'Haruto', email: 'haruto@tsuzuki.test', role: 'community moderator', moderatorRoles: ['COMMUNITY'] },
  { userId: 3, name: 'Sakura', email: 'sakura@tsuzuki.test', role: 'data moderator', moderatorRoles: ['ANIME_DATA'] },
  { userId: 4, name: 'Admin', email: 'admin@tsuzuki.test', role: 'admin', moderatorRoles: ['ADMIN'] },
  // The intermediary account community moderators post as (social §2, §6; ADR 21): it holds no role of its own.
  { userId: 5, name: 'ModChan', email: 'modchan@tsuzuki.test', role: 'intermediary account', moderatorRoles: [] },
];

/** The demo API client Admin registered: public (PKCE or the implicit grant), sending members back to the API docs. */
export const DEMO_APP = { ownerId: 4, name: 'Tsuzuki API Explorer', redirectPath: '/docs/api' } as const;

/** Lines for a console listing: "  Yuki     yuki@tsuzuki.test     member". */
export function demoAccountLines(): string[] {
  return DEMO_ACCOUNTS.map((a) => `${a.name.padEnd(8)} ${a.email.padEnd(22)} ${a.role}`);
}
