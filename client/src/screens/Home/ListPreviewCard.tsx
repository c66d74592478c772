import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { Cover } from '../../components/Cover/Cover.tsx';
import { episodesBehind } from '../../components/ListEditor/rules/progress.ts';
import { useNowSeconds } from '../../components/useNow.ts';
import { timeUntil } from '../../format/airing.ts';
import { mediaPath } from '../../format/slug.ts';
import { PlusProgressButton } from '../User/lists/PlusProgressButton.tsx';
import { progressMax, progressText } from '../User/lists/rules/progress.ts';
import type { ListPreviewCard_entry$key } from './__generated__/ListPreviewCard_entry.graphql';
import styles from './Home.module.css';

/** A cover of the home list preview: progress with +1, the next episode's countdown, how far behind. */
export function ListPreviewCard({ entry }: { entry: ListPreviewCard_entry$key }) {
  const data = useFragment(
    graphql`
      fragment ListPreviewCard_entry on MediaList {
        id
        progress
        revision
        media {
          id
          type
          episodes
          chapters
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
  const max = progressMax(media);
  const next = media.nextAiringEpisode;
  const countdown = next ? timeUntil(next.airingAt, now) : null;
  const behind = episodesBehind(next?.episode, data.progress);
  return (
    <div className={styles.previewCard} data-preview-entry={title}>
      <Link to={mediaPath(media.type, media.id, title)} className={styles.previewCover} title={title} aria-label={title}>
        <Cover src={media.coverImage?.large} color={media.coverImage?.color} alt={title} />
      </Link>
      <div className={styles.previewInfo}>
        <span className={styles.previewProgress}>
          {progressText(data.progress, max)}
          <PlusProgressButton entryId={data.id} progress={data.progress} max={max} revision={data.revision} title={title} />
        </span>
        {countdown && next ? (
          <span className={styles.previewAiring}>
            Ep {next.episode} in {countdown}
          </span>
        ) : null}
        {behind ? <span className={styles.previewBehind}>{behind}</span> : null}
      </div>
    </div>
  );
}
