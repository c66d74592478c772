import { isAnyMod } from '@tsuzuki/events/roles';
import { MOD_ACTIONS, MOD_OBJECT_TYPES } from '@tsuzuki/events/modlog/actions';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { badInput } from '../../http/errors.ts';
import type { Slice, SliceOptions } from '../page/paging.ts';
import { fetchSlice } from '../page/slice.ts';
import type { ModActionRow } from './rows.ts';

/** Any moderator reads the mod-action history (social §6); RETIRED holds no power. */
export const viewerIsModerator = (ctx: Context) => ctx.actor.kind === 'user' && isAnyMod(ctx.actor.moderatorRoles);

const Int = z.number().int().nullish();
export const ModActionFilter = z.object({
  moderatorId: Int,
  modId: Int,
  objectId: Int,
  userId: Int,
  from: Int,
  to: Int,
  action: z.enum(MOD_ACTIONS).nullish(),
  action_in: z.array(z.enum(MOD_ACTIONS)).max(MOD_ACTIONS.length).nullish(),
  objectType: z.enum(MOD_OBJECT_TYPES).nullish(),
});
export type ModActionFilter = z.infer<typeof ModActionFilter>;

export function parseModActionFilter(args: Record<string, unknown>): ModActionFilter {
  const parsed = ModActionFilter.safeParse(args);
  if (parsed.success) return parsed.data;
  const validation: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (validation[issue.path.join('.')] ??= []).push(issue.message);
  throw badInput('Validation error.', validation);
}

/** A page of the history, newest first; each filter has an index ordered by seq (migration.sql). */
/** A mod action as read: its time as unix seconds (ModAction.createdAt). */
export type ModActionModel = Omit<ModActionRow, 'occurred_at'> & { created_at: number };

export function findModActions(
  ctx: Context,
  f: ModActionFilter,
  offset: number,
  limit: number,
  options: SliceOptions,
): Promise<Slice<ModActionModel>> {
  return fetchSlice<ModActionModel>(
    ctx.db,
    (p) => {
      const c: string[] = [];
      const moderatorId = f.moderatorId ?? f.modId;
      if (moderatorId != null) c.push(`a.moderator_id = ${p(moderatorId)}`);
      if (f.action != null) c.push(`a.action = ${p(f.action)}`);
      if (f.action_in?.length) c.push(`a.action = ANY(${p(f.action_in)}::text[])`);
      if (f.objectType != null) c.push(`a.object_type = ${p(f.objectType)}`);
      if (f.objectId != null) c.push(`a.object_id = ${p(f.objectId)}`);
      if (f.userId != null) c.push(`a.subject_user_id = ${p(f.userId)}`);
      if (f.from != null) c.push(`a.occurred_at >= to_timestamp(${p(f.from)})`);
      // `to` is inclusive of its whole second.
      if (f.to != null) c.push(`a.occurred_at < to_timestamp(${p(f.to + 1)})`);
      const where = c.length ? `WHERE ${c.join(' AND ')}` : '';
      return {
        select:
          'a.seq, a.moderator_id, a.action, a.object_type, a.object_id, a.subject_user_id, a.data, a.reason, a.hash, ' +
          'floor(extract(epoch FROM a.occurred_at))::int AS created_at',
        from: `FROM ${T.modActions} a ${where}`,
        orderBy: 'a.seq DESC',
      };
    },
    offset,
    limit,
    options,
  );
}
