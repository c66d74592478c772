import { useEffect, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { ActivityMarkdown } from '../../components/Activity/lazyMarkdown.tsx';
import { UserLink } from '../../components/Activity/UserLink.tsx';
import { Cover } from '../../components/Cover/Cover.tsx';
import { userPath } from '../../components/Nav/navLinks.ts';
import { ReviewRating } from '../../components/Review/ReviewRating.tsx';
import { ReviewScore } from '../../components/Review/ReviewScore.tsx';
import { mediaPath } from '../../format/slug.ts';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { SITE_NAME } from '../../system/siteLinks.ts';
import type { ReviewPageQuery } from './__generated__/ReviewPageQuery.graphql';
import { ReviewActions } from './ReviewActions.tsx';
import { reviewPageQuery } from './ReviewPageQuery.ts';
import styles from './Reviews.module.css';

const dateText = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** /review/{id} (social §2, §3): the media's banner, the author, the review as markdown, its score and its rating. */
export function ReviewPage() {
  const { Review: review } = useRouteQuery<ReviewPageQuery>(reviewPageQuery);
  const title = review?.media?.title?.userPreferred ?? '';
  const author = review?.user?.name ?? '';

  useEffect(() => {
    if (title) document.title = `Review of ${title} by ${author} · ${SITE_NAME}`;
    return () => {
      document.title = SITE_NAME;
    };
  }, [title, author]);

  // Deleted from this page: the store dropped it while the way home is under way.
  if (!review) return null;
  const media = review.media;
  const link = media ? mediaPath(media.type, media.id, title) : null;
  const colour = { '--media-color': media?.coverImage?.color ?? 'var(--color-accent)' } as CSSProperties;
  return (
    <article className={styles.review} aria-label={`Review of ${title} by ${author}`}>
      <header className={styles.hero} style={colour} data-empty={!media?.bannerImage}>
        {media?.bannerImage ? <img className={styles.heroImage} src={media.bannerImage} alt="" /> : null}
        <div className={styles.heroShade} />
        <div className={`container ${styles.heroInner}`}>
          {media && link ? (
            <Link to={link} className={styles.heroCover} tabIndex={-1} aria-hidden="true">
              <Cover src={media.coverImage?.extraLarge ?? media.coverImage?.large} color={media.coverImage?.color} alt="" eager />
            </Link>
          ) : null}
          <div className={styles.heroText}>
            <h1 className={styles.heroTitle}>
              Review of {link ? <Link to={link}>{title}</Link> : title} by <Link to={userPath(author)}>{author}</Link>
            </h1>
            <p className={styles.heroSummary}>{review.summary}</p>
          </div>
        </div>
      </header>
      <div className={`container ${styles.reviewMain}`}>
        <div className={styles.byline}>
          {review.user ? <UserLink user={review.user} /> : null}
          <time dateTime={new Date(review.createdAt * 1000).toISOString()}>{dateText(review.createdAt)}</time>
          {review.private ? <span className={styles.privateBadge}>Private</span> : null}
        </div>
        <div className={`card ${styles.body}`}>
          <ActivityMarkdown text={review.body ?? ''} />
        </div>
        <div className={styles.verdict}>
          <ReviewScore score={review.score ?? 0} large />
          <ReviewRating review={review} />
          <ReviewActions review={review} />
        </div>
      </div>
    </article>
  );
}
