import type { GraphQLResolveInfo } from 'graphql';
import type { MediaPageRow } from '@tsuzuki/projection-service/rows/mediapages';
import type { Context } from '../../context.ts';
import type { AiringRow, TagOnMedia } from '../media/loaders.ts';
import { selected } from '../page/selection.ts';
import { mediaPageOf } from './loaders.ts';

/** The Media fields a document answers (ADR 64, ADR 72). */
const DOCUMENT_FIELDS = ['relations', 'characters', 'staff', 'studios', 'tags', 'nextAiringEpisode'];

// The media whose page a request asks (Query.Media by id), per request.
const pagesOf = new WeakMap<Context, Set<number>>();
// Whether a root Media field's selection asks a field the document answers, per field node (parsed once per document).
const asksDocument = new WeakMap<object, boolean>();

/**
 * Query.Media(id) asks for the media's page document beside its row when its selection asks a field the document
 * answers, so both go in one pipeline, and marks the media as the request's page: its tags and next episode are then
 * answered from the document (pageDocument). A media reached any other way (a list's, a search's) keeps their own
 * loaders, which read only those rows: a 2,000-entry list asking each media's next episode must not read 2,000 documents.
 */
export function askPageDocument(ctx: Context, mediaId: number, info: GraphQLResolveInfo): void {
  const node = info.fieldNodes[0]!;
  let asks = asksDocument.get(node);
  if (asks === undefined) {
    const fields = selected(info, []);
    asks = DOCUMENT_FIELDS.some((f) => fields.has(f));
    if (info.fieldNodes.length === 1) asksDocument.set(node, asks);
  }
  if (!asks) return;
  let pages = pagesOf.get(ctx);
  if (!pages) pagesOf.set(ctx, (pages = new Set()));
  pages.add(mediaId);
  // Read now, in the same turn as the media's row; a failure is the resolvers' to report when they read it.
  mediaPageOf(ctx)
    .load(mediaId)
    .catch(() => null);
}

/** The document of a media whose page the request asks (askPageDocument); null for another media, or none yet. */
export async function pageDocument(ctx: Context, mediaId: number): Promise<MediaPageRow | null> {
  return pagesOf.get(ctx)?.has(mediaId) ? mediaPageOf(ctx).load(mediaId) : null;
}

/**
 * Media.tags of the request's page from its document (ADR 72), as tagsOf orders them; null (no document, or one
 * from before ADR 72): tagsOf answers.
 */
export async function pageTags(ctx: Context, mediaId: number): Promise<TagOnMedia[] | null> {
  return (await pageDocument(ctx, mediaId))?.tags ?? null;
}

/**
 * The next episode of the request's page from its document's schedule (ADR 72): the first to air after the request's
 * time, as nextAiringOf's statement chooses it, and the answer holds until it airs (ctx.timeline, ADR 52); undefined:
 * no document (or one from before ADR 72), nextAiringOf answers.
 */
export async function pageNextAiring(ctx: Context, mediaId: number): Promise<AiringRow | null | undefined> {
  const page = await pageDocument(ctx, mediaId);
  if (!page?.airing) return undefined;
  const next = page.airing.find((a) => a.airing_at > ctx.timeline.now);
  if (!next) return null;
  ctx.timeline.changesAt(next.airing_at);
  return { media_id: mediaId, episode: next.episode, airing_at: next.airing_at };
}
