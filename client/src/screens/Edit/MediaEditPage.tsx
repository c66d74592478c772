import { useEffect, useMemo, useState } from 'react';
import { Link, NavLink, useLoaderData } from 'react-router-dom';
import { Cover } from '../../components/Cover/Cover.tsx';
import { GENRES } from '../../format/genres.ts';
import { mediaPath } from '../../format/slug.ts';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { notNull } from '../../system/notNull.ts';
import { SITE_NAME } from '../../system/siteLinks.ts';
import type { MediaEditQuery } from './__generated__/MediaEditQuery.graphql';
import { MEDIA_FORMS, mediaEditPath } from './editRules.ts';
import { mediaEditQuery, type MediaEditData } from './MediaEditQuery.ts';
import { MediaEditForm } from './MediaEditForm.tsx';
import { draftFromMedia, type MediaDraft } from './mediaDraft.ts';
import { MediaSaveBar } from './MediaSaveBar.tsx';
import { RevisionHistory } from './RevisionHistory.tsx';
import { SubmissionView } from './SubmissionView.tsx';
import styles from './Edit.module.css';
import { BlockBoundary } from '../../components/LoadError/BlockBoundary.tsx';

/**
 * /edit/{anime|manga}/{id|new}/{form?}/{submissionId?} (social §2, ADR 22): the media's forms (General,
 * Description, Images, Links) over one draft, so switching tabs keeps the edits; its revision history; one
 * submission with its diff (and the decision, for data moderators).
 */
export function MediaEditPage() {
  const data = useRouteQuery<MediaEditQuery>(mediaEditQuery);
  const { type, mediaId, form, submissionId } = useLoaderData() as MediaEditData;
  const media = data.Media ?? null;
  const kind = type === 'ANIME' ? 'Anime' : 'Manga';
  const title = mediaId === 'new' ? `Add ${kind}` : `Edit ${media?.title?.userPreferred ?? ''}`;

  useEffect(() => {
    document.title = `${title} · ${SITE_NAME}`;
    return () => {
      document.title = SITE_NAME;
    };
  }, [title]);

  const tabs = MEDIA_FORMS.filter((f) => mediaId !== 'new' || f.form !== 'history');
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        {media ? (
          <Link to={mediaPath(type, media.id, media.title?.userPreferred)} className={styles.cover} tabIndex={-1} aria-hidden="true">
            <Cover src={media.coverImage?.large} color={media.coverImage?.color} alt="" />
          </Link>
        ) : null}
        <div>
          <h1 className={styles.title}>{title}</h1>
          {media ? <Link to={mediaPath(type, media.id, media.title?.userPreferred)}>Back to the {kind.toLowerCase()} page</Link> : null}
        </div>
      </header>
      <nav className={styles.tabs} aria-label="Edit forms">
        {tabs.map((t) => (
          <NavLink
            key={t.form}
            to={mediaEditPath(type, mediaId, t.form)}
            end
            className={({ isActive }) => `${styles.tab} ${isActive ? styles.tabActive : ''}`}
          >
            {t.label}
          </NavLink>
        ))}
        {form === 'submission' ? <span className={`${styles.tab} ${styles.tabActive}`}>Submission #{submissionId}</span> : null}
      </nav>
      {form === 'history' && media ? (
        <BlockBoundary what="Revision history" fallback={null}>
          {(fetchKey) => <RevisionHistory mediaId={media.id} fetchKey={fetchKey} />}
        </BlockBoundary>
      ) : form === 'submission' && submissionId ? (
        <BlockBoundary what="The submission" fallback={null}>
          {(attempt) => <SubmissionView kind="MEDIA" id={submissionId} attempt={attempt} />}
        </BlockBoundary>
      ) : (
        <MediaEditor key={String(mediaId)} data={data} />
      )}
    </div>
  );
}

/** The draft of the forms, kept while the tabs change (the page stays mounted across its form segments). */
function MediaEditor({ data }: { data: MediaEditQuery['response'] }) {
  const { type, mediaId, form } = useLoaderData() as MediaEditData;
  const media = data.Media ?? null;
  const initial = useMemo(() => (media ? draftFromMedia(media) : null), [media]);
  const [original, setOriginal] = useState<MediaDraft | null>(initial);
  const [draft, setDraft] = useState<MediaDraft>(() => initial ?? draftFromMedia(null));
  const genres = data.GenreCollection?.filter(notNull) ?? [...GENRES];
  if (form === 'history' || form === 'submission') return null;
  return (
    <>
      <MediaEditForm form={form} type={type} draft={draft} onChange={setDraft} genres={genres} />
      <MediaSaveBar type={type} mediaId={mediaId} original={original} draft={draft} onSaved={() => setOriginal(draft)} />
    </>
  );
}
