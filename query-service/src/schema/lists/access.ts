import type { Context } from '../../context.ts';
import type { SqlParams } from '../../db/sql.ts';

/** The logged-in member's id, or null for guests and the system. */
export const memberId = (ctx: Context): number | null => (ctx.actor.kind === 'user' ? ctx.actor.id : null);

/** The SQL condition that leaves out other members' private entries (`e` = rm_lists.entries); null: no condition. */
export function visibleEntries(ctx: Context, p: SqlParams['p'], alias = 'e'): string | null {
  if (ctx.actor.kind === 'system') return null;
  if (ctx.actor.kind === 'user') return `(NOT ${alias}.private OR ${alias}.user_id = ${p(ctx.actor.id)})`;
  return `NOT ${alias}.private`;
}
