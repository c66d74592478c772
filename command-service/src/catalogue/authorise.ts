import { isDataMod, type Actor } from '@tsuzuki/events';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';

/** Catalogue data is edited by importers (system) and data moderators (spec/core.md §6). */
export function authoriseCatalogueEdit(actor: Actor): void {
  if (actor.kind === 'system') return;
  if (actor.kind === 'guest') throw new UnauthorizedError();
  if (!isDataMod(actor.moderatorRoles)) throw new ForbiddenError();
}
