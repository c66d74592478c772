import { isAnyMod } from '@tsuzuki/events/roles';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { badInput } from '../../http/errors.ts';
import { EMPTY_SLICE, type Slice, type SliceOptions } from '../page/paging.ts';
import { fetchSlice } from '../page/slice.ts';
import type { RevisionRow, SubmissionRow } from './rows.ts';

// Lists of submissions and revisions (ADR 22). Submissions: any moderator sees every one (social §6: Submissions on
// any profile), a member only their own, a guest none; the revision history is public.

const Int = z.number().int().nullish();
const SubmissionFilter = z.object({
  objectId: Int,
  submissionId: Int,
  userId: Int,
  assigneeId: Int,
  status: z.enum(['PENDING', 'REJECTED', 'PARTIALLY_ACCEPTED', 'ACCEPTED']).nullish(),
  type: z.enum(['ANIME', 'MANGA']).nullish(),
  sort: z
    .array(z.enum(['ID', 'ID_DESC']))
    .max(2)
    .nullish(),
});
type SubmissionFilter = z.infer<typeof SubmissionFilter>;

const RevisionFilter = z.object({ userId: Int, mediaId: Int, characterId: Int, staffId: Int, studioId: Int });

function parse<T>(schema: z.ZodType<T>, args: Record<string, unknown>): T {
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  const validation: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (validation[issue.path.join('.')] ??= []).push(issue.message);
  throw badInput('Validation error.', validation);
}

export const viewerSeesAllSubmissions = (ctx: Context) => ctx.actor.kind === 'user' && isAnyMod(ctx.actor.moderatorRoles);

export function findSubmissions(
  ctx: Context,
  objectType: SubmissionRow['object_type'],
  args: Record<string, unknown>,
  objectIdArg: string,
  offset: number,
  limit: number,
  options: SliceOptions,
): Promise<Slice<SubmissionRow>> {
  const f: SubmissionFilter = parse(SubmissionFilter, { ...args, objectId: args[objectIdArg] });
  if (ctx.actor.kind !== 'user') return Promise.resolve(EMPTY_SLICE);
  const own = viewerSeesAllSubmissions(ctx) ? null : ctx.actor.id;
  if (own !== null && f.userId != null && f.userId !== own) return Promise.resolve(EMPTY_SLICE);
  return fetchSlice<SubmissionRow>(
    ctx.db,
    (p) => {
      const c = [`s.object_type = ${p(objectType)}`];
      if (own !== null) c.push(`s.user_id = ${p(own)}`);
      if (f.userId != null) c.push(`s.user_id = ${p(f.userId)}`);
      if (f.objectId != null) c.push(`s.object_id = ${p(f.objectId)}`);
      if (f.submissionId != null) c.push(`s.id = ${p(f.submissionId)}`);
      if (f.assigneeId != null) c.push(`s.moderator_id = ${p(f.assigneeId)}`);
      if (f.status != null) c.push(`s.status = ${p(f.status)}`);
      if (f.type != null) c.push(`s.media_type = ${p(f.type)}`);
      return {
        select: 's.*',
        from: `FROM ${T.submissions} s WHERE ${c.join(' AND ')}`,
        orderBy: f.sort?.[0] === 'ID' ? 's.id' : 's.id DESC',
      };
    },
    offset,
    limit,
    options,
  );
}

export function findRevisions(
  ctx: Context,
  args: Record<string, unknown>,
  offset: number,
  limit: number,
  options: SliceOptions,
): Promise<Slice<RevisionRow>> {
  const f = parse(RevisionFilter, args);
  return fetchSlice<RevisionRow>(
    ctx.db,
    (p) => {
      const c: string[] = [];
      if (f.userId != null) c.push(`r.user_id = ${p(f.userId)}`);
      const objects = [
        ['MEDIA', f.mediaId],
        ['CHARACTER', f.characterId],
        ['STAFF', f.staffId],
        ['STUDIO', f.studioId],
      ] as const;
      for (const [type, id] of objects) if (id != null) c.push(`r.object_type = ${p(type)} AND r.object_id = ${p(id)}`);
      return { select: 'r.*', from: `FROM ${T.revisions} r ${c.length ? `WHERE ${c.join(' AND ')}` : ''}`, orderBy: 'r.id DESC' };
    },
    offset,
    limit,
    options,
  );
}

/** One submission by id, whoever may see it (the mutations check rights through the command-service). */
export async function submissionById(ctx: Context, id: number): Promise<SubmissionRow | null> {
  const { rows } = await ctx.db.query<SubmissionRow>(`SELECT * FROM ${T.submissions} WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** The member's newest submission about an object: what a submit mutation answers with. */
export async function latestSubmission(
  ctx: Context,
  objectType: SubmissionRow['object_type'],
  objectId: number,
  userId: number,
): Promise<SubmissionRow | null> {
  const { rows } = await ctx.db.query<SubmissionRow>(
    `SELECT * FROM ${T.submissions} WHERE object_type = $1 AND object_id = $2 AND user_id = $3 ORDER BY id DESC LIMIT 1`,
    [objectType, objectId, userId],
  );
  return rows[0] ?? null;
}
