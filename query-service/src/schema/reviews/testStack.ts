import { expect } from 'vitest';
import { mediaAdded } from '@tsuzuki/command-service/catalogue/testData';
import { SYSTEM } from '@tsuzuki/command-service/testing/env';
import { startAccountsStack, type AccountsStack } from '../../testing/accountsStack.ts';
import type { Browser } from '../../testing/browser.ts';
import { until } from '../../testing/lists.ts';

// The real command-service, projections and query-service for the review and recommendation tests, with the read
// models their answers join (media, users) and a way to add media and make a community moderator.

export type Member = Awaited<ReturnType<AccountsStack['signUp']>>;
type MediaFields = {
  id: number;
  type?: 'ANIME' | 'MANGA';
  status?: string;
  isAdult?: boolean;
  isReviewBlocked?: boolean;
  isRecommendationBlocked?: boolean;
};

export async function startReviewStack(label: string) {
  const stack = await startAccountsStack(label, { projections: ['users', 'media', 'reviews', 'recommendations'] });
  return {
    ...stack,
    async addMedia(media: MediaFields[]) {
      for (const { id, ...fields } of media) {
        await stack.env.bus.execute('AddMedia', { ...mediaAdded(id), status: 'FINISHED', ...fields }, { actor: SYSTEM });
      }
      await until(
        async () =>
          (await stack.pool.query('SELECT 1 FROM rm_media.media WHERE id = ANY($1::int[])', [media.map((m) => m.id)])).rowCount ===
          media.length,
      );
    },
    /** A member whose roles are set before their first signed-in request (sessions remember roles for a few seconds). */
    async signUpModerator(name: string): Promise<Member> {
      const m = await stack.signUp(name);
      await stack.env.bus.execute('SetModeratorRoles', { userId: m.user.id, moderatorRoles: ['COMMUNITY'] }, { actor: SYSTEM });
      return m;
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses read by path; each document says its shape
export const gql = <T = Record<string, any>>(browser: Browser, query: string, variables: Record<string, unknown> = {}) =>
  browser.gql<T>(query, { variables });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses read by path; each document says its shape
export async function ok<T = Record<string, any>>(browser: Browser, query: string, variables: Record<string, unknown> = {}) {
  const res = await gql<T>(browser, query, variables);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!;
}
