import { describe, expect, it } from 'vitest';
import type { Actor } from '@tsuzuki/events';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import { authoriseCatalogueEdit } from './authorise.ts';

const user = (moderatorRoles: string[]): Actor => ({ kind: 'user', id: 1, moderatorRoles, donatorTier: 0 });

describe('authoriseCatalogueEdit', () => {
  it('lets the system and data moderators edit', () => {
    for (const actor of [
      { kind: 'system' } as const,
      user(['ANIME_DATA']),
      user(['LEAD_MANGA_DATA']),
      user(['ADMIN']),
      user(['STAFF_DATA']),
    ]) {
      expect(() => authoriseCatalogueEdit(actor)).not.toThrow();
    }
  });

  it('refuses guests as unauthorized and other members as forbidden', () => {
    expect(() => authoriseCatalogueEdit({ kind: 'guest' })).toThrow(UnauthorizedError);
    for (const roles of [[], ['COMMUNITY'], ['DEVELOPER'], ['CHARACTER_DATA', 'RETIRED']]) {
      expect(() => authoriseCatalogueEdit(user(roles))).toThrow(ForbiddenError);
    }
  });
});
