import { useEffect } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { Cover } from '../../components/Cover/Cover.tsx';
import { mediaPath } from '../../format/slug.ts';
import { useViewer } from '../../session/useViewer.ts';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { SITE_NAME } from '../../system/siteLinks.ts';
import type { ReviewEditorQuery } from './__generated__/ReviewEditorQuery.graphql';
import { ReviewEditorForm } from './ReviewEditorForm.tsx';
import { reviewEditorQuery, type ReviewEditorData } from './ReviewEditorQuery.ts';
import styles from './ReviewEditor.module.css';

/**
 * /review/editor/{mediaId}/{uId?} (social §2, §4, §5): create mode when the member has no review of the media, edit
 * mode (prefilled, with Delete) when they have. A new review cannot be written before the media's release or on a
 * review-blocked media (core §2 hides Write Review there); an existing one can still be edited.
 */
export function ReviewEditor() {
  const { Media: media } = useRouteQuery<ReviewEditorQuery>(reviewEditorQuery);
  const { review } = useLoaderData() as ReviewEditorData;
  const viewer = useViewer();
  const title = media?.title?.userPreferred ?? '';
  const heading = review ? 'Edit Review' : 'Write Review';

  useEffect(() => {
    document.title = `${heading}: ${title} · ${SITE_NAME}`;
    return () => {
      document.title = SITE_NAME;
    };
  }, [heading, title]);

  if (!media) return null;
  const link = mediaPath(media.type, media.id, title);
  const closed = !review && (media.isReviewBlocked || media.status === 'NOT_YET_RELEASED');
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <Link to={link} className={styles.cover} tabIndex={-1} aria-hidden="true">
          <Cover src={media.coverImage?.large} color={media.coverImage?.color} alt="" />
        </Link>
        <div>
          <h1 className={styles.title}>{heading}</h1>
          <Link to={link} className={styles.media}>
            {title}
          </Link>
          {/* A moderator editing another member's review sees whose it is. */}
          {review && review.userId !== viewer?.id ? <p className={styles.author}>by {review.user?.name}</p> : null}
        </div>
      </header>
      {closed ? (
        <p className={`card ${styles.closed}`}>
          {media.isReviewBlocked ? 'Reviews are disabled for this media.' : 'This media cannot be reviewed before its release.'}
        </p>
      ) : (
        <ReviewEditorForm key={`${media.id}:${review?.id ?? 'new'}`} mediaId={media.id} review={review} />
      )}
    </div>
  );
}
