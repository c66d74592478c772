import type { UserOptions } from '@tsuzuki/events';
import { defaultUserOptions, withUserOptionDefaults } from '@tsuzuki/events/userDefaults';
import type { Context } from '../../context.ts';
import { mapMaybeAsync } from '../../loaders.ts';
import { userById } from '../byId.ts';

type Languages = Pick<UserOptions, 'titleLanguage' | 'staffNameLanguage'>;
const GUEST: Languages = defaultUserOptions();

type Remembered = { options?: UserOptions; loading?: Promise<UserOptions> };
const remembered = new WeakMap<Context, Remembered>();

/**
 * The logged-in viewer's options with their defaults, worked out once per request: after the first read they are
 * a plain value, so the thousands of userPreferred titles of a list collection resolve without a promise each.
 */
export function viewerOptions(ctx: Context & { actor: { kind: 'user'; id: number } }): UserOptions | Promise<UserOptions> {
  let known = remembered.get(ctx);
  if (!known) remembered.set(ctx, (known = {}));
  if (known.options) return known.options;
  const memo = known;
  return (memo.loading ??= userById(ctx)
    .load(ctx.actor.id)
    .then((row) => {
      memo.options = row ? withUserOptionDefaults(row.options) : defaultUserOptions();
      return memo.options;
    }));
}

/**
 * The viewer's display languages: a guest's are the defaults (romaji titles, "first last" names). A logged-in
 * viewer's row is read once per request through the by-id loader, and only when a userPreferred is asked for.
 */
export function viewerLanguages(ctx: Context): Languages | Promise<Languages> {
  if (ctx.actor.kind !== 'user') return GUEST;
  return viewerOptions(ctx as Context & { actor: { kind: 'user'; id: number } });
}

export interface TitleColumns {
  title_romaji: string;
  title_english: string | null;
  title_native: string | null;
}

/** Media.title.userPreferred: the stylised languages read like their plain forms; missing ones fall back to romaji. */
export function preferredTitle(language: UserOptions['titleLanguage'], m: TitleColumns): string {
  if (language.startsWith('ENGLISH')) return m.title_english || m.title_romaji;
  if (language.startsWith('NATIVE')) return m.title_native || m.title_romaji;
  return m.title_romaji;
}

export interface NameColumns {
  name_first: string | null;
  name_middle: string | null;
  name_last: string | null;
  name_full: string;
  name_native: string | null;
}

/** Character/Staff name.userPreferred: ROMAJI_WESTERN "first last", ROMAJI "last first", NATIVE (else the full name). */
export function preferredName(language: UserOptions['staffNameLanguage'], n: NameColumns): string {
  if (language === 'NATIVE') return n.name_native || n.name_full;
  if (language === 'ROMAJI' && n.name_first && n.name_last) return [n.name_last, n.name_first, n.name_middle].filter(Boolean).join(' ');
  return n.name_full;
}

export const withLanguages = <T>(ctx: Context, f: (l: Languages) => T): T | Promise<T> => {
  return mapMaybeAsync(viewerLanguages(ctx), f);
};

/**
 * A user's row changed within this request (UpdateUser, a login): the by-id loader and the viewer's options worked
 * out from it both read it again next time.
 */
export function forgetUser(ctx: Context, id: number): void {
  userById(ctx).clear(id);
  remembered.delete(ctx);
}
