import { characterAdded, statistics } from '@tsuzuki/command-service/catalogue/testData';
import type { CommandWorld } from './commandWorld.ts';
import { act, castOf, SYSTEM, TAG_NAMES, type WorldAction } from './worldAction.ts';

const recoloured = (n: number) => ({ extraLarge: null, large: `https://img.example/${n}.jpg`, medium: null, color: '#123456' });

const REVIEW_BODY = 'A long and thoughtful review. '.repeat(80);

/** The life of the community: the forum, reviews and recommendations, member moderation, the catalogue. */
export function communityActions(w: CommandWorld): WorldAction[] {
  const comment = () => {
    const c = w.some(w.comments);
    return c ? { c, payload: { rootCommentId: c.rootCommentId, commentId: c.id } } : undefined;
  };

  return [
    // The forum.
    act(2, () =>
      w.send(
        'thread',
        'SaveThread',
        {
          title: 'A thread',
          body: w.text('Body'),
          categories: [7],
          mediaCategories: w.media.slice(0, w.chance(0.5) ? 1 : 0),
        },
        w.actor(w.user()),
      ),
    ),
    act(5, () => {
      const threadId = w.pick([...w.threads.keys()]);
      const parent = w.chance(0.5) ? w.some(w.comments) : undefined;
      if (parent) {
        return w.send(
          'comment',
          'SaveThreadComment',
          { rootCommentId: parent.rootCommentId, parentCommentId: parent.id, comment: w.text('Comment') },
          w.actor(w.user()),
        );
      }
      return threadId === undefined
        ? undefined
        : w.send('comment', 'SaveThreadComment', { threadId, comment: w.text('Comment') }, w.actor(w.user()));
    }),
    act(3, () => {
      const c = comment();
      return c && w.send('like comment', 'ToggleThreadCommentLike', c.payload, w.actor(w.user()));
    }),
    act(2, () => {
      const c = comment();
      return c && w.send('delete comment', 'DeleteThreadComment', c.payload, w.ownerOr(c.c.author));
    }),
    act(2, () => {
      const threadId = w.pick([...w.threads.keys()]);
      return threadId === undefined ? undefined : w.send('like thread', 'ToggleThreadLike', { threadId }, w.actor(w.user()));
    }),
    act(1, () => {
      const threadId = w.pick([...w.threads.keys()]);
      return threadId === undefined
        ? undefined
        : w.send('subscribe thread', 'ToggleThreadSubscription', { threadId, subscribe: w.chance(0.5) }, w.actor(w.user()));
    }),
    act(0.7, () => {
      const threadId = w.pick([...w.threads.keys()]);
      return threadId === undefined
        ? undefined
        : w.send('delete thread', 'DeleteThread', { threadId }, w.ownerOr(w.threads.get(threadId)!));
    }),
    act(1, () => {
      const threadId = w.pick([...w.threads.keys()]);
      if (threadId === undefined) return;
      const edit = w.chance(0.5)
        ? { title: 'A better title', body: w.text('New body') }
        : w.chance(0.5)
          ? { isSticky: w.chance(0.5) }
          : { isLocked: w.chance(0.3) };
      return w.send('edit thread', 'SaveThread', { threadId, ...edit }, 'title' in edit ? w.ownerOr(w.threads.get(threadId)!) : w.actor(2));
    }),
    act(1, () => {
      const c = comment();
      if (!c) return;
      if (w.chance(0.3) && c.c.rootCommentId === c.c.id)
        return w.send('lock comments', 'SaveThreadComment', { ...c.payload, isLocked: w.chance(0.5) }, w.actor(2));
      return w.send('edit comment', 'SaveThreadComment', { ...c.payload, comment: w.text('Edited comment') }, w.ownerOr(c.c.author));
    }),
    act(1, () => {
      const threadId = w.pick([...w.threads.keys()]);
      return threadId === undefined
        ? undefined
        : w.send(
            'thread views',
            'RecordThreadViews',
            {
              hour: 480_000 + Math.floor(w.random() * 3),
              batchId: `b${Math.floor(w.random() * 1e9)}`,
              views: [{ threadId, views: 1 + Math.floor(w.random() * 5) }],
            },
            SYSTEM,
          );
    }),
    // Reviews and recommendations.
    act(1, () => {
      const mediaId = w.pick(w.media);
      return mediaId === undefined
        ? undefined
        : w.send(
            'review',
            'SaveReview',
            { mediaId, body: REVIEW_BODY, summary: 'A summary of this review, long enough', score: 70 },
            w.actor(w.user()),
          );
    }),
    act(0.7, () => {
      const reviewId = w.pick([...w.reviews.keys()]);
      return reviewId === undefined
        ? undefined
        : w.send(
            'edit review',
            'SaveReview',
            {
              reviewId,
              body: `${REVIEW_BODY} Edited.`,
              summary: 'A summary of this review, now edited',
              score: Math.floor(w.random() * 100),
            },
            w.ownerOr(w.reviews.get(reviewId)!),
          );
    }),
    act(2, () => {
      const reviewId = w.pick([...w.reviews.keys()]);
      return reviewId === undefined
        ? undefined
        : w.send(
            'rate review',
            'RateReview',
            { reviewId, rating: w.pick(['UP_VOTE', 'DOWN_VOTE', 'NO_VOTE'] as const) },
            w.actor(w.user()),
          );
    }),
    act(0.5, () => {
      const reviewId = w.pick([...w.reviews.keys()]);
      return reviewId === undefined
        ? undefined
        : w.send('delete review', 'DeleteReview', { reviewId }, w.ownerOr(w.reviews.get(reviewId)!));
    }),
    act(2.5, () => {
      const [a, b] = [w.pick(w.media), w.pick(w.media)];
      return a === undefined || b === undefined || a === b
        ? undefined
        : w.send(
            'recommend',
            'SaveRecommendation',
            { mediaId: a, mediaRecommendationId: b, rating: w.chance(0.6) ? 'RATE_UP' : w.pick(['RATE_DOWN', 'NO_RATING'] as const)! },
            w.actor(w.user()),
          );
    }),
    act(0.3, () => {
      const r = w.some(w.recommendations);
      return (
        r &&
        w.send(
          'delete recommendation',
          'DeleteRecommendation',
          { recommendationId: r.id, mediaId: r.mediaId, mediaRecommendationId: r.mediaRecommendationId },
          w.ownerOr(r.author),
        )
      );
    }),
    // Member moderation.
    act(1, () => w.send('report', 'CreateUserReport', { userId: w.user(), reason: 'Spam', objectType: 'USER' }, w.actor(w.user()))),
    act(0.7, () => {
      const reportId = w.pick([...w.reports.keys()]);
      return reportId === undefined
        ? undefined
        : w.send(
            'resolve report',
            'ResolveReport',
            { userId: w.reports.get(reportId)!, reportId, dismiss: w.chance(0.5), note: 'Looked at it' },
            w.actor(2),
          );
    }),
    act(0.5, () => w.send('mod note', 'SaveModNote', { userId: w.user(), note: 'Watch this one' }, w.actor(2))),
    act(0.4, () => {
      const userId = w.pick([...w.banned]);
      if (userId !== undefined && w.chance(0.7)) return w.send('unban', 'UnbanUser', { userId, reason: null }, w.actor(2));
      return w.send(
        'ban',
        'BanUser',
        { userId: 4 + Math.floor(w.random() * (w.users.length - 3)), reason: 'Rude', expiresAt: null },
        w.actor(2),
      );
    }),
    // The catalogue: edits members hear of, merges, deletions, new related media, aired episodes.
    act(1, async () => {
      const mediaId = w.pick(w.media);
      if (mediaId === undefined) return;
      // One number chooses the edit: every third one recasts the media and gives it a new cover (its relations' pages
      // show it), every fifth renames a character too.
      const n = Math.floor(w.random() * 1e6);
      await w.send(
        'media edit',
        'UpdateMedia',
        {
          mediaId,
          changes: { description: `Revised ${n}`, ...(n % 3 === 0 ? { ...castOf(n), coverImage: recoloured(n) } : {}) },
          reason: w.chance(0.7) ? 'Corrected the synopsis' : null,
        },
        w.actor(3),
      );
      if (n % 5 === 1)
        await w.send(
          'character edit',
          'UpdateCharacter',
          { characterId: 1 + (n % 3), changes: { name: { ...characterAdded(1).name, full: `Renamed ${n}` } } },
          SYSTEM,
        );
    }),
    act(1, () => {
      const [a, b] = [w.pick(w.media), w.pick(w.media)];
      return a === undefined || b === undefined || a === b || w.media.length < 4
        ? undefined
        : w.send('merge media', 'MergeMedia', { mediaId: a, intoMediaId: b, reason: 'Duplicate entry' }, w.actor(1));
    }),
    act(0.3, () => {
      const mediaId = w.pick(w.media);
      return mediaId === undefined || w.media.length < 4
        ? undefined
        : w.send('delete media', 'DeleteMedia', { mediaId, reason: 'Not an anime' }, w.actor(1));
    }),
    act(1.2, () => w.addMedia()),
    act(1, () => {
      const mediaId = w.pick(w.media);
      return mediaId === undefined
        ? undefined
        : w.send('import statistics', 'ImportMediaStatistics', statistics(mediaId, Math.floor(w.random() * 5000)), SYSTEM);
    }),
    act(1.5, () => {
      const [mediaId, tagId] = [w.pick(w.media), w.pick(w.tags)];
      if (mediaId === undefined || tagId === undefined) return;
      if (w.chance(0.3))
        return w.send('add tag', 'AddMediaTag', { mediaId, name: TAG_NAMES[tagId - 1], isMediaSpoiler: w.chance(0.2) }, w.actor(w.user()));
      return w.send('tag vote', 'SaveMediaTagVote', { mediaId, tagId, vote: w.chance(0.7) ? 1 : -1 }, w.actor(w.user()));
    }),
    act(0.6, () => {
      const p = w.some(w.tagProposals);
      if (!p) return undefined;
      const review = { mediaId: p.mediaId, proposalId: p.id };
      return w.chance(0.7)
        ? w.send('accept tag proposal', 'AcceptMediaTagProposal', review, w.actor(3))
        : w.send('deny tag proposal', 'DenyMediaTagProposal', { ...review, reason: 'Not a theme here' }, w.actor(3));
    }),
    act(1, () => {
      const mediaId = w.pick(w.media);
      return mediaId === undefined
        ? undefined
        : w.send(
            'submit edit',
            'SubmitMediaEdit',
            { mediaId, changes: { description: `Submitted ${Math.floor(w.random() * 1e6)}` } },
            w.actor(w.user()),
          );
    }),
    act(0.8, () => {
      const s = w.some(w.submissions);
      return (
        s &&
        w.send(
          'decide submission',
          w.chance(0.6) ? 'AcceptMediaSubmission' : 'RejectMediaSubmission',
          { mediaId: s.mediaId, submissionId: s.id },
          w.actor(3),
        )
      );
    }),
    act(1.5, () => {
      const mediaId = w.pick(w.media);
      if (mediaId === undefined) return;
      const episode = w.episode(mediaId);
      return w.send('episode aired', 'RecordEpisodeAired', { mediaId, episode, airingAt: 1_700_000_000 + episode * 604_800 }, SYSTEM);
    }),
  ];
}
