import { commitLocalUpdate } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { environment } from '../system/relayEnvironment.ts';
import { removeComment } from './deleteThreadComment.ts';
import { placeReply } from './saveThreadComment.ts';
import { addReply, countComments, likeInTree, readTree, removeFromTree, type TreeComment } from './threadCommentTree.ts';
import { shiftTreeLike } from './toggleLike.ts';

const record = (id: string) => environment.getStore().getSource().get(id);
const c = (id: number, ...children: TreeComment[]): TreeComment => ({
  id,
  comment: `comment ${id}`,
  likeCount: 1,
  isLiked: false,
  createdAt: 100,
  user: { id: 3, name: 'Aki', avatar: { large: 'a.png' } },
  childComments: children.length ? children : null,
});

describe('a comment tree as the server sends it (childComments)', () => {
  it('is read defensively, keeping the fields the page shows', () => {
    const json = [
      {
        id: 2,
        comment: 'hi',
        likeCount: 3,
        isLiked: true,
        createdAt: 5,
        userId: 3,
        user: { id: 3, name: 'Aki', avatar: { large: 'a', medium: 'b' } },
        childComments: [{ id: 4, comment: 'yo', likeCount: 0, isLiked: false, createdAt: 6, user: null, childComments: null }],
      },
      'junk',
      { no: 'id' },
    ];
    expect(readTree(json)).toEqual([
      {
        id: 2,
        comment: 'hi',
        likeCount: 3,
        isLiked: true,
        createdAt: 5,
        user: { id: 3, name: 'Aki', avatar: { large: 'a' } },
        childComments: [{ id: 4, comment: 'yo', likeCount: 0, isLiked: false, createdAt: 6, user: null, childComments: null }],
      },
    ]);
    expect(readTree(null)).toEqual([]);
  });

  it('changes one comment at any depth and shares the rest', () => {
    const tree = [c(2, c(4, c(5))), c(3)];
    const liked = likeInTree(tree, 5, true);
    expect(liked[0]!.childComments![0]!.childComments![0]).toMatchObject({ isLiked: true, likeCount: 2 });
    expect(liked[1]).toBe(tree[1]);
    expect(likeInTree(liked, 5, true)).toEqual(liked);
    expect(likeInTree(tree, 99, true)).toBe(tree);
  });

  it('adds replies under the top-level comment or a reply, and removes a reply with everything under it', () => {
    const tree = [c(2, c(4))];
    expect(addReply(tree, 1, 1, c(9)).map((x) => x.id)).toEqual([2, 9]);
    expect(addReply(tree, 1, 4, c(9))[0]!.childComments![0]!.childComments!.map((x) => x.id)).toEqual([9]);
    expect(removeFromTree(tree, 2)).toEqual([]);
    expect(removeFromTree(tree, 4)).toEqual([{ ...c(2) }]);
    expect(countComments([c(2, c(4, c(5))), c(3)])).toBe(4);
  });
});

describe('forum updaters (the optimistic and the final update are one function)', () => {
  it('like a reply inside its top-level comment, and count a posted reply on the thread', () => {
    commitLocalUpdate(environment, (store) => {
      store.create('Thread:1', 'Thread').setValue(3, 'replyCount');
      store.create('ThreadComment:10', 'ThreadComment').setValue(false, 'isLiked');
    });
    commitLocalUpdate(environment, (store) => {
      // A tree as the network layer stores it: the JSON value itself.
      (store.get('ThreadComment:10') as unknown as { setValue__UNSAFE(v: unknown, n: string): void }).setValue__UNSAFE(
        [c(11, c(12))],
        'childComments',
      );
    });
    commitLocalUpdate(environment, shiftTreeLike('ThreadComment:10', 12, true));
    expect(readTree(record('ThreadComment:10')?.childComments)[0]!.childComments![0]).toMatchObject({
      id: 12,
      isLiked: true,
      likeCount: 2,
    });
    expect(record('ThreadComment:10')?.isLiked).toBe(false);

    const saved = {
      id: 13,
      comment: 'me too',
      createdAt: 200,
      likeCount: 0,
      isLiked: false,
      isLocked: false,
      user: { id: 4, name: 'Ren', avatar: null },
    };
    commitLocalUpdate(environment, (store) =>
      placeReply({ id: 12, threadId: 1, rootId: 10 })(store, { SaveThreadComment: saved } as never),
    );
    expect(readTree(record('ThreadComment:10')?.childComments)[0]!.childComments![0]!.childComments!.map((x) => x.comment)).toEqual([
      'me too',
    ]);
    expect(record('Thread:1')?.replyCount).toBe(4);
  });

  it('delete a reply with the replies under it, or a whole tree, and count them off the thread', () => {
    commitLocalUpdate(environment, removeComment({ id: 11, threadId: 1, rootId: 10 }));
    expect(record('ThreadComment:10')?.childComments).toBeNull();
    expect(record('Thread:1')?.replyCount).toBe(1);
    commitLocalUpdate(environment, removeComment({ id: 10, threadId: 1, rootId: 10 }));
    expect(record('ThreadComment:10')).toBeNull();
    expect(record('Thread:1')?.replyCount).toBe(0);
  });
});
