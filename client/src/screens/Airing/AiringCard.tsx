import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { Cover } from '../../components/Cover/Cover.tsx';
import { episodesBehind } from '../../components/ListEditor/rules/progress.ts';
import { useNowSeconds } from '../../components/useNow.ts';
import { fuzzyDateLabel } from '../../format/dates.ts';
import { timeUntil } from '../../format/airing.ts';
import { mediaPath } from '../../format/slug.ts';
import { PlusProgressButton } from '../User/lists/PlusProgressButton.tsx';
import { progressMax, progressText } from '../User/lists/rules/progress.ts';
import type { AiringCard_entry$key } from './__generated__/AiringCard_entry.graphql';
import styles from './Airing.module.css';

/** One airing anime: cover, title, the next episode's countdown, progress with +1 and how far behind. */
export function AiringCard({ entry }: { entry: AiringCard_entry$key }) {
  const data = useFragment(
    graphql`
      fragment AiringCard_entry on MediaList {
        id
        progress
        revision
        media {
          id
          type
          episodes
          title { userPreferred }
          coverImage { large color }
          nextAiringEpisode { episode airingAt }
        }
      }
    `,
    entry,
  );
  const now = useNowSeconds();
  const media = data.media;
  if (!media) return null;
  const title = media.title?.userPreferred ?? '';
  const next = media.nextAiringEpisode;
  const max = progressMax(media);
  const countdown = next ? timeUntil(next.airingAt, now) : null;
  const airingDate = next ? fuzzyDateLabel(dateOf(next.airingAt)) : '';
  const behind = episodesBehind(next?.episode, data.progress);
  return (
    <article className={`card ${styles.card}`} data-airing-entry={title}>
      <Link to={mediaPath(media.type, media.id, title)} className={styles.coverLink} tabIndex={-1} aria-hidden="true">
        <Cover src={media.coverImage?.large} color={media.coverImage?.color} alt="" className={styles.cover} />
      </Link>
      <div className={styles.body}>
        <Link to={mediaPath(media.type, media.id, title)} className={styles.name}>
          {title}
        </Link>
        {next ? (
          <p className={styles.countdown} data-testid="countdown">
            Ep {next.episode} {countdown ? `airing in ${countdown}` : `airs ${airingDate}`}
          </p>
        ) : null}
        <p className={styles.progress}>
          <span>Progress: {progressText(data.progress, max)}</span>
          <PlusProgressButton entryId={data.id} progress={data.progress} max={max} revision={data.revision} title={title} />
        </p>
        {behind ? <p className={styles.behind}>{behind}</p> : null}
      </div>
    </article>
  );
}

const dateOf = (seconds: number) => {
  const date = new Date(seconds * 1000);
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
};
