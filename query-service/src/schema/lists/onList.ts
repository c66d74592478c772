import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { showsAdult } from '../adultContent.ts';
import { memberId } from './access.ts';

/**
 * AniList's `onList` filter (search's "Only Show My List" / "Hide My List", Character.media...): true keeps the
 * media on the viewer's list, false the others. Guests have no list: the filter is ignored for them.
 * `viewer` is the placeholder of the viewer's id, `media` the SQL of the media id.
 */
export const onListCondition = (onList: boolean, viewer: string, media: string) =>
  `${onList ? '' : 'NOT '}EXISTS (SELECT 1 FROM ${T.listEntries} ol WHERE ol.user_id = ${viewer} AND ol.media_id = ${media})`;

/** The viewer an onList filter applies to: null when there is no filter or no list (a guest). */
export const onListViewer = (ctx: Context, onList: boolean | null | undefined): number | null => (onList == null ? null : memberId(ctx));

/**
 * The extra conditions of a nested media connection (Character.media, Staff.staffMedia, Studio.media...) over
 * `m`, for pagedChildren: its parameters start at $2 ($1 holds the parent ids). Adult media only for a viewer who shows them.
 */
export async function mediaEdgeFilter(
  ctx: Context,
  a: { type?: string | null; onList?: boolean | null },
): Promise<{ params: unknown[]; where: string }> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (a.type) where.push(`m.type = $${params.push(a.type) + 1}`);
  const viewer = onListViewer(ctx, a.onList);
  if (viewer != null) where.push(onListCondition(a.onList!, `$${params.push(viewer) + 1}`, 'm.id'));
  if (!(await showsAdult(ctx))) where.push('NOT m.is_adult');
  return { params, where: where.map((c) => `AND ${c}`).join(' ') };
}
