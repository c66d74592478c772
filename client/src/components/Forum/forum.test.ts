import { describe, expect, it } from 'vitest';
import type { TreeComment } from '../../mutations/threadCommentTree.ts';
import { bodyPreview } from './bodyPreview.ts';
import { collapseLabel, flattenTree, indentOf, MAX_INDENT } from './commentTree.ts';
import { commentRights, threadRights } from './forumPermissions.ts';
import { commentPageParam, commentPath, pagerItems, positiveInt, threadPath } from './forumPaths.ts';

const member = { id: 7, moderatorRoles: [] };
const author = { id: 8, moderatorRoles: null };
const moderator = { id: 9, moderatorRoles: ['COMMUNITY'] };
const retired = { id: 10, moderatorRoles: ['COMMUNITY', 'RETIRED'] };
const dataMod = { id: 11, moderatorRoles: ['ANIME_DATA'] };

const c = (id: number, ...children: TreeComment[]): TreeComment => ({
  id,
  comment: `comment ${id}`,
  likeCount: 0,
  isLiked: false,
  createdAt: 0,
  user: { id: 8, name: 'Aki' },
  childComments: children.length ? children : null,
});

describe('who sees which comment controls (social §4-§6)', () => {
  const open = { authorId: 8, treeLocked: false, threadLocked: false, topLevel: true };
  const locked = { ...open, treeLocked: true };

  it('gives guests nothing at all', () => {
    expect(Object.values(commentRights(null, open)).some(Boolean)).toBe(false);
  });

  it('lets members reply, like and report in an open tree, but not edit, delete or lock what is not theirs', () => {
    expect(commentRights(member, open)).toEqual({
      canLike: true,
      canReply: true,
      canEdit: false,
      canDelete: false,
      canReport: true,
      canLock: false,
    });
  });

  it('lets the author edit and delete, never report their own comment', () => {
    expect(commentRights(author, open)).toMatchObject({ canEdit: true, canDelete: true, canReport: false });
  });

  it('closes a locked tree to members: no reply, no edit for the author, who may still delete', () => {
    expect(commentRights(member, locked)).toMatchObject({ canReply: false, canReport: true });
    expect(commentRights(author, locked)).toMatchObject({ canReply: false, canEdit: false, canDelete: true });
    expect(commentRights(author, { ...open, threadLocked: true })).toMatchObject({ canReply: false, canEdit: true });
  });

  it('lets community moderators reply and edit in locked trees and lock top-level trees, never report', () => {
    expect(commentRights(moderator, locked)).toEqual({
      canLike: true,
      canReply: true,
      canEdit: true,
      canDelete: true,
      canReport: false,
      canLock: true,
    });
    expect(commentRights(moderator, { ...open, topLevel: false }).canLock).toBe(false);
    expect(commentRights(moderator, { ...open, topLevel: null }).canLock).toBe(false);
  });

  it('treats retired and data moderators as members', () => {
    expect(commentRights(retired, locked)).toMatchObject({ canReply: false, canLock: false, canReport: true });
    expect(commentRights(dataMod, locked)).toMatchObject({ canReply: false, canEdit: false });
  });

  it('lets members comment on open threads, moderators on locked ones; authors and moderators edit', () => {
    expect(threadRights(null, { authorId: 8, isLocked: false }).canComment).toBe(false);
    expect(threadRights(member, { authorId: 8, isLocked: false })).toMatchObject({ canComment: true, canEdit: false, canDelete: false });
    expect(threadRights(member, { authorId: 8, isLocked: true }).canComment).toBe(false);
    expect(threadRights(author, { authorId: 8, isLocked: true })).toMatchObject({ canComment: false, canEdit: true, canModerate: false });
    expect(threadRights(moderator, { authorId: 8, isLocked: true })).toMatchObject({ canComment: true, canEdit: true, canModerate: true });
  });
});

describe('comment trees on the page', () => {
  const tree = c(1, c(2, c(4, c(5, c(6, c(7, c(8)))))), c(3));

  it('flattens in reading order, each comment before its replies, with its depth and replies below it', () => {
    const flat = flattenTree(tree);
    expect(flat.map((f) => [f.comment.id, f.depth, f.parentId])).toEqual([
      [1, 0, null],
      [2, 1, 1],
      [4, 2, 2],
      [5, 3, 4],
      [6, 4, 5],
      [7, 5, 6],
      [8, 6, 7],
      [3, 1, 1],
    ]);
    expect(flat.map((f) => f.replies)).toEqual([7, 5, 4, 3, 2, 1, 0, 0]);
  });

  it('keeps a collapsed comment and leaves out what is under it', () => {
    expect(flattenTree(tree, new Set([2])).map((f) => f.comment.id)).toEqual([1, 2, 3]);
    expect(flattenTree(tree, new Set([1])).map((f) => f.comment.id)).toEqual([1]);
    expect(collapseLabel(true, 5)).toBe('Show 5 replies');
    expect(collapseLabel(true, 1)).toBe('Show 1 reply');
    expect(collapseLabel(false, 1)).toBe('Hide replies');
  });

  it('stops indenting deep replies', () => {
    expect([0, 1, MAX_INDENT, MAX_INDENT + 3].map(indentOf)).toEqual([0, 1, MAX_INDENT, MAX_INDENT]);
  });
});

describe('forum addresses', () => {
  it('puts the comment page in the URL, page 1 being the thread itself', () => {
    expect(threadPath(14)).toBe('/forum/thread/14');
    expect(threadPath(14, 1)).toBe('/forum/thread/14');
    expect(threadPath(14, 3)).toBe('/forum/thread/14/3');
    expect(commentPath(14, 99)).toBe('/forum/thread/14/comment/99');
  });

  it('reads the comment page from the URL: none is 1, anything but a positive number is not found', () => {
    expect(commentPageParam(undefined)).toBe(1);
    expect(commentPageParam('2')).toBe(2);
    expect(['0', '-1', 'two', '1.5', '', '99999999999'].map(commentPageParam)).toEqual([null, null, null, null, null, null]);
    expect(positiveInt('12')).toBe(12);
  });

  it('links the pages around the current one, with gaps', () => {
    expect(pagerItems(1, 1)).toEqual([]);
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
    expect(pagerItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
  });
});

describe("a thread card's body preview", () => {
  it('is plain text without spoilers, embeds or markup, links keeping their words', () => {
    const body =
      '# Episode 5\n\n~!He dies!~ Loved the **fight** in [this scene](https://example.com).\nimg220(https://x.test/a.png) Thoughts?';
    expect(bodyPreview(body)).toBe('Episode 5 (spoiler) Loved the fight in this scene. Thoughts?');
  });

  it('cuts long text at a word', () => {
    const preview = bodyPreview('word '.repeat(100), 30);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(31);
    expect(preview).not.toMatch(/wor…$/);
  });
});
