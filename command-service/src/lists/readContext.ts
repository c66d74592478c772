import { mediaStream, userStream, type DomainEvent, type MediaType } from '@tsuzuki/events';
import type { ContextReader } from '../framework/command.ts';
import { initialUserState, evolveUser, type UserState } from '../accounts/user/user.ts';
import { evolveMedia, initialMediaState } from '../catalogue/media/media.ts';
import type { MediaListCommand } from './commands.ts';
import type { ListContext, ListMedia, ListMember } from './listContext.ts';
import type { MediaListState } from './mediaList.ts';

type Since = Record<MediaType, Record<string, number>>;
type MemberFold = { user: UserState; since: Since };

/**
 * The user's state, and when each of their custom lists was last created: a name that (re)appears in a
 * MediaListOptionsUpdated starts then (see withLiveCustomLists).
 */
const memberFold = {
  initialState: { user: initialUserState, since: { ANIME: {}, MANGA: {} } } as MemberFold,
  evolve(state: MemberFold, event: DomainEvent): MemberFold {
    const user = evolveUser(state.user, event);
    if (event.type !== 'MediaListOptionsUpdated' || !state.user.exists || !user.exists) return { user, since: state.since };
    const at = Date.parse((event as DomainEvent & { occurredAt?: string }).occurredAt ?? '') || 0;
    const since = { ANIME: { ...state.since.ANIME }, MANGA: { ...state.since.MANGA } };
    for (const [type, field] of [
      ['ANIME', 'animeList'],
      ['MANGA', 'mangaList'],
    ] as const) {
      const before = state.user.mediaListOptions[field].customLists;
      for (const name of user.mediaListOptions[field].customLists) if (!before.includes(name)) since[type][name] = at;
    }
    return { user, since };
  },
};

/** The member (their settings) and the media a command names, read from their streams. */
export async function listContext(userId: number, mediaIds: readonly number[], read: ContextReader): Promise<ListContext> {
  const [{ user, since }, media] = await Promise.all([
    read.state(userStream(userId), memberFold),
    read.states(mediaIds.map(mediaStream), { initialState: initialMediaState, evolve: evolveMedia }),
  ]);
  const member: ListMember | null = user.exists
    ? {
        scoreFormat: user.mediaListOptions.scoreFormat,
        lists: {
          ANIME: { ...user.mediaListOptions.animeList, customListsSince: since.ANIME },
          MANGA: { ...user.mediaListOptions.mangaList, customListsSince: since.MANGA },
        },
        activityMergeTime: user.options.activityMergeTime,
        disabledListActivity: user.options.disabledListActivity.filter((d) => d.disabled).map((d) => d.type),
        timezone: user.options.timezone,
      }
    : null;
  const known = new Map<number, ListMedia>();
  for (const state of media.values()) {
    if (!state.exists) continue;
    const { fields } = state;
    known.set(state.mediaId, {
      mediaId: state.mediaId,
      type: state.type,
      status: fields.status,
      episodes: fields.episodes,
      chapters: fields.chapters,
      volumes: fields.volumes,
      isLocked: fields.isLocked,
    });
  }
  return { member, media: known };
}

/** The media ids a command concerns: named in the payload, or those of the entries it names. */
export function mediaIdsOf(command: MediaListCommand, state: MediaListState): number[] {
  switch (command.type) {
    case 'SaveMediaListEntry': {
      const save = command.payload;
      const ofEntry = save.id !== undefined ? state.byEntryId.get(save.id) : undefined;
      return [...new Set([save.mediaId, ofEntry].filter((id): id is number => id !== undefined))];
    }
    case 'UpdateMediaListEntries':
      return command.payload.ids.map((id) => state.byEntryId.get(id)).filter((id): id is number => id !== undefined);
    case 'DeleteMediaListEntry':
      return [];
    case 'ImportMediaList':
      return [...new Set(command.payload.entries.map((e) => e.mediaId))];
  }
}
