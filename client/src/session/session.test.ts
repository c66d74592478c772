import { commitLocalUpdate, createOperationDescriptor, getRequest } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { environment } from '../system/relayEnvironment.ts';
import {
  hintAfter,
  nextStatus,
  otherTabChange,
  refreshOnTick,
  refreshOnVisible,
  shouldFetchViewer,
  VIEWER_REFRESH_MS,
} from './sessionState.ts';
import { viewerQuery } from './ViewerQuery.ts';
import { viewerSession } from './viewerSession.ts';
import { parseStoredViewer, type Viewer } from './viewerStorage.ts';
import { homeGuardDecision } from './homeGuardRule.ts';

interface V {
  id: number;
  name: string;
}
const yuki: V = { id: 1, name: 'Yuki' };
const renamed: V = { id: 1, name: 'Yukihana' };

describe('viewer session states (core §4)', () => {
  it('goes from unknown to cached when a login is stored, and to guest when none is', () => {
    expect(nextStatus('unknown', { type: 'cacheRead', found: true })).toBe('cached');
    expect(nextStatus('unknown', { type: 'cacheRead', found: false })).toBe('guest');
  });

  it('is confirmed by the server, and deleted (guest) on a 401', () => {
    expect(nextStatus('cached', { type: 'fetched', found: true })).toBe('confirmed');
    expect(nextStatus('confirmed', { type: 'unauthorized' })).toBe('guest');
    expect(nextStatus('cached', { type: 'unauthorized' })).toBe('guest');
    expect(nextStatus('cached', { type: 'fetched', found: false })).toBe('guest');
  });

  it('keeps where it stands when the call fails for another reason', () => {
    expect(nextStatus('cached', { type: 'fetchFailed' })).toBe('cached');
  });

  it('never lets a stored copy replace what the server said', () => {
    expect(nextStatus('confirmed', { type: 'cacheRead', found: true })).toBe('confirmed');
    expect(nextStatus('guest', { type: 'cacheRead', found: true })).toBe('guest');
  });

  it('logs out to guest', () => {
    expect(nextStatus('confirmed', { type: 'loggedOut' })).toBe('guest');
  });
});

describe('when the viewer is fetched', () => {
  it('only in a browser', () => {
    expect(shouldFetchViewer('cached', { inBrowser: false, forced: true })).toBe(false);
  });
  it('only with a cached login, or when forced (after login)', () => {
    expect(shouldFetchViewer('cached', { inBrowser: true, forced: false })).toBe(true);
    expect(shouldFetchViewer('guest', { inBrowser: true, forced: false })).toBe(false);
    expect(shouldFetchViewer('unknown', { inBrowser: true, forced: false })).toBe(false);
    expect(shouldFetchViewer('guest', { inBrowser: true, forced: true })).toBe(true);
  });
});

describe('what the first-paint hint (the auth key) holds after a transition', () => {
  it("writes the store's viewer once the server confirmed it, and deletes it when the session ends", () => {
    expect(hintAfter('cached', 'confirmed')).toBe('write');
    expect(hintAfter('cached', 'guest')).toBe('delete');
    expect(hintAfter('confirmed', 'guest')).toBe('delete');
  });
  it('leaves it alone otherwise', () => {
    expect(hintAfter('unknown', 'cached')).toBe('keep');
    expect(hintAfter('guest', 'guest')).toBe('keep');
  });
  it('reads only a well-formed stored viewer', () => {
    expect(parseStoredViewer(JSON.stringify(yuki))).toEqual(yuki);
    expect(parseStoredViewer('{"id":"1"}')).toBeNull();
    expect(parseStoredViewer('not json')).toBeNull();
    expect(parseStoredViewer(null)).toBeNull();
  });
});

describe('the viewer lives in the Relay store', () => {
  const viewer: Viewer = {
    id: 7,
    name: 'Aki',
    avatar: { large: null, medium: null },
    bannerImage: null,
    unreadNotificationCount: 3,
    donatorTier: 0,
    donatorBadge: null,
    moderatorRoles: [],
    mediaListOptions: { scoreFormat: 'POINT_10', rowOrder: 'score' },
    options: {
      titleLanguage: 'ROMAJI',
      staffNameLanguage: 'ROMAJI',
      displayAdultContent: false,
      airingNotifications: true,
      profileColor: 'blue',
      restrictMessagesToFollowing: false,
    },
  };
  const operation = createOperationDescriptor(getRequest(viewerQuery), {});

  it("is the ViewerQuery's answer, and follows every change to the viewer's record", () => {
    environment.commitPayload(operation, { Viewer: viewer });
    expect(viewerSession.getState().viewer).toMatchObject({ id: 7, name: 'Aki' });
    const seen: (string | undefined)[] = [];
    const stop = viewerSession.subscribe(() => seen.push(viewerSession.viewer()?.name));
    // A mutation's answer renames the User record (UpdateUserName): the session's viewer is that record.
    commitLocalUpdate(environment, (store) => {
      store.get('User:7')?.setValue('Akira', 'name');
    });
    stop();
    expect(seen).toEqual(['Akira']);
    expect(viewerSession.viewer()?.name).toBe('Akira');
  });

  it('clears the unread count in the store when notifications are read', () => {
    viewerSession.notificationsRead();
    expect(viewerSession.viewer()?.unreadNotificationCount).toBe(0);
  });

  it('is nobody once the session has ended', () => {
    viewerSession.clear();
    expect(viewerSession.getState()).toEqual({ status: 'guest', viewer: null });
  });
});

describe('refresh timing (core §4, §9; social §4)', () => {
  it('refreshes every 5 minutes, never while the page is hidden', () => {
    expect(VIEWER_REFRESH_MS).toBe(300_000);
    expect(refreshOnTick(false)).toBe(true);
    expect(refreshOnTick(true)).toBe(false);
  });
  it('refreshes at once on becoming visible after being hidden longer than the interval', () => {
    expect(refreshOnVisible(0, VIEWER_REFRESH_MS + 1)).toBe(true);
    expect(refreshOnVisible(0, VIEWER_REFRESH_MS)).toBe(false);
    expect(refreshOnVisible(0, 1000)).toBe(false);
    expect(refreshOnVisible(null, 10 * VIEWER_REFRESH_MS)).toBe(false);
  });
});

describe('home guard (core §2)', () => {
  const at = (pathname: string, search = '') => ({ pathname, search, hash: '' });
  it('lets a logged-in viewer in', () => {
    expect(homeGuardDecision(true, null)).toEqual({ kind: 'allow' });
    expect(homeGuardDecision(true, at('/search/anime'))).toEqual({ kind: 'allow' });
  });
  it('sends a guest coming from the bare root to Landing', () => {
    expect(homeGuardDecision(false, at('/'))).toEqual({ kind: 'redirect', to: '/' });
  });
  it('blocks other guest navigations by staying on the page on screen', () => {
    expect(homeGuardDecision(false, at('/search/anime', '?search=x'))).toEqual({ kind: 'stay', at: '/search/anime?search=x' });
  });
  it('sends a guest who opened /home directly to the login page', () => {
    expect(homeGuardDecision(false, null)).toEqual({ kind: 'redirect', to: '/login' });
  });
});

describe('changes from another tab', () => {
  const haruto: V = { id: 2, name: 'Haruto' };
  it('reloads a page whose viewer logged out or was replaced by another account there', () => {
    expect(otherTabChange(yuki, null)).toBe('reload');
    expect(otherTabChange(yuki, haruto)).toBe('reload');
  });
  it('takes over a login or a refreshed copy of the same viewer, and ignores a logout seen as a guest', () => {
    expect(otherTabChange(null, yuki)).toBe('update');
    expect(otherTabChange(yuki, renamed)).toBe('update');
    expect(otherTabChange(null, null)).toBe('none');
  });
});
