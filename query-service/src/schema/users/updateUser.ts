import { forgetUser } from './preferences.ts';
import type { Context } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import type { MediaListOptionsInput, MutationUpdateUserArgs, Resolvers } from '../resolverTypes.ts';
import { viewerId, viewerRow } from './viewer.ts';

type ListOptionsInput = MediaListOptionsInput | null;

type UpdateUserArgs = Partial<MutationUpdateUserArgs>;

const OPTION_FIELDS = [
  'titleLanguage',
  'displayAdultContent',
  'airingNotifications',
  'profileColor',
  'timezone',
  'activityMergeTime',
  'staffNameLanguage',
  'restrictMessagesToFollowing',
] as const;
const LIST_FIELDS = ['sectionOrder', 'splitCompletedSectionByFormat', 'customLists', 'advancedScoring', 'advancedScoringEnabled'] as const;

/** An absent or null argument leaves the setting as it is (AniList's UpdateUser). */
const given = (v: unknown) => v !== undefined && v !== null;

function listChanges(input: ListOptionsInput | undefined): Record<string, unknown> | undefined {
  if (!input) return undefined;
  // `theme` is deprecated and unimplemented on AniList too: ignored.
  const changes = Object.fromEntries(LIST_FIELDS.filter((f) => given(input[f])).map((f) => [f, input[f]]));
  return Object.keys(changes).length ? changes : undefined;
}

/**
 * UpdateUser's arguments as the payload of the one UpdateUser command (docs/conventions.md: one mutation, one
 * command); null when nothing is given. Absent and null arguments are left out.
 */
export function updateUserPayload(a: UpdateUserArgs): Record<string, unknown> | null {
  const payload: Record<string, unknown> = Object.fromEntries(OPTION_FIELDS.filter((f) => given(a[f])).map((f) => [f, a[f]]));
  // An empty timezone clears it (null already means "unchanged").
  if (payload.timezone === '') payload.timezone = null;
  // Per-type settings merge on the server: only complete entries are sent.
  const notifications = a.notificationOptions?.filter((o) => given(o?.type) && given(o?.enabled));
  if (notifications?.length) payload.notificationOptions = notifications;
  const listActivity = a.disabledListActivity?.filter((o) => given(o?.type) && given(o?.disabled));
  if (listActivity?.length) payload.disabledListActivity = listActivity;
  if (given(a.scoreFormat)) payload.scoreFormat = a.scoreFormat;
  if (given(a.rowOrder)) payload.rowOrder = a.rowOrder;
  const anime = listChanges(a.animeListOptions);
  const manga = listChanges(a.mangaListOptions);
  if (anime) payload.animeList = anime;
  if (manga) payload.mangaList = manga;
  if (given(a.about)) payload.about = a.about;
  return Object.keys(payload).length ? payload : null;
}

/** Field paths of the command payloads, renamed to the UpdateUser arguments the client sent. */
function renameValidation(err: unknown): never {
  if (err instanceof AppError && err.validation) {
    const renamed = Object.fromEntries(
      Object.entries(err.validation).map(([path, messages]) => [
        path.replace(/^animeList\b/, 'animeListOptions').replace(/^mangaList\b/, 'mangaListOptions'),
        messages,
      ]),
    );
    throw new AppError(err.status, err.code, err.message, renamed);
  }
  throw err;
}

/**
 * The read models a custom-list change must reach: the lists read model takes a removed list off its entries.
 * Only a removal is waited for, since a command that changes nothing appends nothing the lists projection reads.
 */
async function removesCustomLists(ctx: Context, next: Partial<Record<'animeList' | 'mangaList', string[]>>): Promise<boolean> {
  const current = (await viewerRow(ctx)).media_list_options;
  return (['animeList', 'mangaList'] as const).some((field) => {
    const now = current?.[field]?.customLists ?? [];
    return next[field] !== undefined && now.some((name) => !next[field]!.includes(name));
  });
}

export const updateUserResolvers: Resolvers = {
  Mutation: {
    UpdateUser: async (_r, a, ctx) => {
      const id = viewerId(ctx);
      // donatorBadge is a donator perk without a member command yet: accepted and ignored, like AniList for non-donators.
      const payload = updateUserPayload(a);
      if (payload) {
        const lists = payload as { animeList?: { customLists?: string[] }; mangaList?: { customLists?: string[] } };
        const removes = await removesCustomLists(ctx, { animeList: lists.animeList?.customLists, mangaList: lists.mangaList?.customLists });
        await ctx.commands.send('UpdateUser', payload, { projections: removes ? ['users', 'lists'] : ['users'] }).catch(renameValidation);
      }
      forgetUser(ctx, id);
      return viewerRow(ctx);
    },
    DeleteCustomList: async (_r, a, ctx) => {
      const id = viewerId(ctx);
      const field = a.type === 'MANGA' ? 'mangaList' : 'animeList';
      // The lists read model takes the list off its entries; wait for it only when there is such a list.
      const removes = (await viewerRow(ctx)).media_list_options?.[field]?.customLists?.includes(a.customList ?? '') ?? false;
      await ctx.commands.sendAsGiven(
        'DeleteCustomList',
        { customList: a.customList, type: a.type },
        { projections: removes ? ['users', 'lists'] : ['users'] },
      );
      forgetUser(ctx, id);
      return { deleted: true };
    },
  },
};
