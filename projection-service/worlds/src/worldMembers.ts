import { MEDIA_LIST_STATUSES } from '@tsuzuki/events';
import type { CommandWorld, WorldActivity } from './commandWorld.ts';
import { act, DONATORS, type WorldAction } from './worldAction.ts';

/** A member's own life: their list, activities, replies, likes, follows and blocks, reading notifications. */
export function memberActions(w: CommandWorld): WorldAction[] {
  const target = (a: { id: number } & WorldActivity) => ({ activityId: a.id, ...(a.listOwnerId ? { listOwnerId: a.listOwnerId } : {}) });
  const reply = () => {
    const r = w.some(w.replies);
    const a = r && w.activities.get(r.activityId);
    return r && a ? { r, payload: { ...target({ id: r.activityId, ...a }), replyId: r.id } } : undefined;
  };

  return [
    // Lists: saves (progress saves merge into the entry's last activity within the member's merge time), deletions.
    act(14, () => {
      const mediaId = w.pick(w.media);
      if (mediaId === undefined) return;
      const status = w.chance(0.6) ? 'CURRENT' : w.pick(MEDIA_LIST_STATUSES)!;
      return w.send('save list entry', 'SaveMediaListEntry', { mediaId, status, progress: Math.floor(w.random() * 12) }, w.actor(w.user()));
    }),
    act(2, () => {
      const e = w.some(w.entries);
      return e && w.send('delete list entry', 'DeleteMediaListEntry', { id: e.id }, w.actor(e.userId));
    }),
    act(1, () => w.send('merge time', 'UpdateUser', { activityMergeTime: w.chance(0.5) ? 0 : 720 }, w.actor(w.user()))),
    act(1, () => {
      const userId = w.user();
      const id = w.pick([...w.entries].filter(([, e]) => e.userId === userId).map(([entryId]) => entryId));
      return id === undefined
        ? undefined
        : w.send('bulk list edit', 'UpdateMediaListEntries', { ids: [id], scoreRaw: Math.floor(w.random() * 100) }, w.actor(userId));
    }),
    act(3, () => {
      const kind = w.pick(['animeId', 'characterId', 'staffId', 'studioId'] as const)!;
      const id = w.pick(kind === 'animeId' ? w.media : w.people[kind]);
      return id === undefined ? undefined : w.send('favourite', 'ToggleFavourite', { [kind]: id }, w.actor(w.user()));
    }),
    act(0.5, () => {
      const userId = w.user();
      return w.send('rename', 'ChangeUserName', { name: `Member${userId}${w.chance(0.5) ? '' : 'x'}` }, w.actor(userId));
    }),
    act(0.5, () => w.send('profile', 'UpdateUserProfile', { about: w.text('About me') }, w.actor(w.user()))),
    // Activities.
    act(5, () => w.send('status', 'SaveTextActivity', { text: w.text('Status') }, w.actor(w.user()))),
    act(4, () =>
      w.send(
        'message',
        'SaveMessageActivity',
        { recipientId: w.user(), text: w.text('Message'), isPrivate: w.chance(0.2) },
        w.actor(w.user()),
      ),
    ),
    act(2, () => {
      const a = w.some(w.activities);
      return a && !a.listOwnerId
        ? w.send(
            'edit status',
            a.writer ? 'SaveMessageActivity' : 'SaveTextActivity',
            { activityId: a.id, text: w.text('Edited') },
            w.ownerOr(a.writer ?? a.owner),
          )
        : undefined;
    }),
    act(10, () => {
      const a = w.some(w.activities);
      return a && w.send('like activity', 'ToggleActivityLike', target(a), w.actor(w.user()));
    }),
    act(3, () => {
      const a = w.some(w.activities);
      return a && w.send('subscribe activity', 'ToggleActivitySubscription', { ...target(a), subscribe: w.chance(0.5) }, w.actor(w.user()));
    }),
    act(8, () => {
      const a = w.some(w.activities);
      return a && w.send('reply', 'SaveActivityReply', { ...target(a), text: w.text('Reply') }, w.actor(w.user()));
    }),
    act(5, () => {
      const r = reply();
      return r && w.send('like reply', 'ToggleActivityReplyLike', r.payload, w.actor(w.user()));
    }),
    act(3, () => {
      const r = reply();
      return r && w.send('delete reply', 'DeleteActivityReply', r.payload, w.ownerOr(r.r.author));
    }),
    act(3, () => {
      const a = w.some(w.activities);
      return a && w.send('delete activity', 'DeleteActivity', target(a), w.ownerOr(a.owner));
    }),
    act(1, () => {
      const a = w.some(w.activities);
      return a && w.send('lock activity', 'LockActivity', { ...target(a), locked: w.chance(0.5) }, w.actor(2));
    }),
    act(1.5, () => {
      // Donators pin their statuses and list activities (pinning one unpins the other).
      const id = w.pick([...w.activities].filter(([, a]) => !a.writer && DONATORS.includes(a.owner)).map(([i]) => i));
      const a = id === undefined ? undefined : { id, ...w.activities.get(id)! };
      return a && w.send('pin activity', 'ToggleActivityPin', { ...target(a), pin: w.chance(0.7) }, w.actor(a.owner));
    }),
    act(1, () => {
      const r = reply();
      return r && w.send('edit reply', 'SaveActivityReply', { ...r.payload, text: w.text('Edited reply') }, w.ownerOr(r.r.author));
    }),
    // The social graph.
    act(5, () => w.send('follow', 'ToggleFollow', { otherId: w.user() }, w.actor(w.user()))),
    act(1, () => w.send('block', 'ToggleUserBlock', { otherId: w.user() }, w.actor(w.user()))),
    // Reading notifications: often, so that reads fall between notices and their deletion.
    act(12, () => w.readNotifications(w.user())),
  ];
}
