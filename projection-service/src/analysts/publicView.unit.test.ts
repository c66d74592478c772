import { describe, expect, it } from 'vitest';
import { PublicView } from './publicView.ts';

describe('the public view of the log', () => {
  it('takes the words out of private reviews, and keeps their figures', () => {
    const view = new PublicView();
    const review = {
      reviewId: 1,
      userId: 2,
      mediaId: 3,
      mediaType: 'ANIME',
      summary: 'Only for me',
      body: 'My own thoughts',
      score: 70,
      private: true,
    };
    expect(view.show('ReviewWritten', review)).toEqual({ ...review, summary: null, body: null });
    expect(view.show('ReviewEdited', { ...review, private: false })).toEqual({ ...review, private: false });
  });

  it('leaves out the notes of an entry while it is private, however its privacy was set', () => {
    const view = new PublicView();
    const saved = (changes: Record<string, unknown>) => ({ userId: 2, entryId: 9, mediaId: 3, changes, before: null });
    expect(view.show('MediaListEntrySaved', saved({ status: 'CURRENT', private: true, notes: 'secret' }))).toEqual(
      saved({ status: 'CURRENT', private: true }),
    );
    // A later save that does not mention privacy: the entry is still private.
    expect(view.show('MediaListEntrySaved', saved({ notes: 'still secret' }))).toEqual(saved({}));
    expect(view.show('MediaListEntrySaved', saved({ private: false, notes: 'now public' }))).toEqual(
      saved({ private: false, notes: 'now public' }),
    );
    // Another member's public entry is untouched.
    expect(view.show('MediaListEntrySaved', { ...saved({ notes: 'hello' }), entryId: 10 })).toEqual({
      ...saved({ notes: 'hello' }),
      entryId: 10,
    });
  });

  it('leaves out what only moderators read, whole', () => {
    const view = new PublicView();
    expect(view.show('ModNoteSaved', { noteId: 1, userId: 2, moderatorId: 3, note: 'x' })).toBeNull();
    expect(view.show('UserBlocked', { userId: 1, blockedId: 2 })).toBeNull();
    expect(view.show('MediaAdded', { mediaId: 1 })).toEqual({ mediaId: 1 });
  });
});
