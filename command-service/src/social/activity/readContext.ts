import { mediaListStream, parseStreamName } from '@tsuzuki/events';
import { mentionedNames } from '@tsuzuki/web/markdown/mentions';
import { MODCHAN_NAME } from '@tsuzuki/events/moderationRules';
import { USER_NAME_SCOPE } from '../../accounts/user/commands.ts';
import type { ContextReader } from '../../framework/command.ts';
import { readParties } from '../parties.ts';
import type { ActivityOrigin, ActivityState } from './activity.ts';
import type { ActivityCommand } from './commands.ts';
import type { ActivityContext } from './context.ts';
import { listActivitiesFold } from './listActivities.ts';

/** The members named with @name, as user ids (names nobody holds are left out). */
export async function resolveMentions(text: string, read: ContextReader): Promise<number[]> {
  const names = mentionedNames(text).map((n) => n.toLowerCase());
  const holders = await read.reserved(USER_NAME_SCOPE, names);
  const ids = names
    .map((n) => holders.get(n))
    .filter((s): s is string => !!s)
    .map((s) => Number(parseStreamName(s).id));
  return [...new Set(ids)];
}

/** A list activity's origin: the member the query-service named, if their list stream created this activity. */
async function listOrigin(activityId: number, ownerId: number | undefined, read: ContextReader): Promise<ActivityOrigin | null> {
  if (ownerId === undefined) return null;
  const kind = (await read.state(mediaListStream(ownerId), listActivitiesFold)).get(activityId);
  return kind ? { kind, ownerId, messengerId: null, isPrivate: false } : null;
}

export async function activityContext(command: ActivityCommand, read: ContextReader, state: ActivityState): Promise<ActivityContext> {
  const { payload } = command;
  const actorId = command.metadata.actor.kind === 'user' ? command.metadata.actor.id : null;
  const listOwnerId = 'listOwnerId' in payload ? payload.listOwnerId : undefined;
  const fromList = state.origin ? null : await listOrigin(command.metadata.ids.activityId, listOwnerId, read);
  const origin = state.origin ?? fromList;
  const ids = new Set<number>();
  if (origin) {
    ids.add(origin.ownerId);
    if (origin.messengerId !== null) ids.add(origin.messengerId);
  } else if (command.type === 'SaveMessageActivity' && command.payload.recipientId !== undefined) {
    ids.add(command.payload.recipientId);
  }
  if (command.type === 'ToggleActivityReplyLike') {
    const author = state.replies.get(command.payload.replyId)?.userId;
    if (author !== undefined) ids.add(author);
  }
  if (actorId !== null) ids.delete(actorId);
  const asMod =
    (command.type === 'SaveTextActivity' || command.type === 'SaveMessageActivity') && command.payload.asMod === true && !origin;
  const [mentions, parties, modChanId] = await Promise.all([
    'text' in payload && payload.text ? resolveMentions(payload.text, read) : Promise.resolve([]),
    readParties([...ids], actorId, read),
    asMod ? modChan(read) : Promise.resolve(undefined),
  ]);
  return { listOrigin: fromList, mentions, parties, ...(modChanId !== undefined ? { modChanId } : {}) };
}

/** The intermediary account community moderators post as (social §6): the member holding the name ModChan. */
export async function modChan(read: ContextReader): Promise<number | null> {
  const holder = (await read.reserved(USER_NAME_SCOPE, [MODCHAN_NAME.toLowerCase()])).get(MODCHAN_NAME.toLowerCase());
  return holder ? Number(parseStreamName(holder).id) : null;
}
