import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { Cover } from '../../../components/Cover/Cover.tsx';
import { openListEditor } from '../../../components/ListEditor/listEditorStore.ts';
import { episodesBehind } from '../../../components/ListEditor/rules/progress.ts';
import { formatLabel } from '../../../format/labels.ts';
import { mediaPath } from '../../../format/slug.ts';
import { ListScore } from './ListScore.tsx';
import { PlusProgressButton } from './PlusProgressButton.tsx';
import { progressMax, progressText } from './rules/progress.ts';
import { shownScore, type ScoreFormat } from './rules/score.ts';
import type { ListRow_entry$key } from './__generated__/ListRow_entry.graphql';
import styles from './MediaList.module.css';

interface Props {
  entry: ListRow_entry$key;
  scoreFormat: ScoreFormat;
  isOwner: boolean;
  /** A signed-in viewer: clicking the row opens the list editor on the viewer's own entry of this media. */
  canEdit: boolean;
}

/** Clicks on the row's own controls (title link, +1, edit) do their own thing. */
const onControl = (target: EventTarget) => target instanceof Element && target.closest('a, button') != null;

/**
 * One list row (core §3): cover, title, score in the owner's format, progress with +1 for the owner, format.
 * A click on the row opens the list editor (core §2).
 */
export function ListRow({ entry, scoreFormat, isOwner, canEdit }: Props) {
  const data = useFragment(
    graphql`
      fragment ListRow_entry on MediaList {
        id
        score
        progress
        revision
        media {
          id
          type
          format
          episodes
          chapters
          title { userPreferred }
          coverImage { medium color }
          nextAiringEpisode { episode }
        }
      }
    `,
    entry,
  );
  const media = data.media;
  if (!media) return null;
  const title = media.title?.userPreferred ?? '';
  const max = progressMax(media);
  const behind = episodesBehind(media.nextAiringEpisode?.episode, data.progress);
  return (
    <div
      className={`${styles.row} ${canEdit ? styles.clickable : ''}`}
      role="row"
      data-list-entry={title}
      onClick={canEdit ? (event) => !onControl(event.target) && openListEditor(media.id) : undefined}
    >
      <div role="cell" className={styles.coverCell}>
        <Cover src={media.coverImage?.medium} color={media.coverImage?.color} alt="" className={styles.cover} />
        {canEdit ? (
          <button type="button" className={styles.edit} aria-label={`Edit ${title}`} onClick={() => openListEditor(media.id)}>
            ✎
          </button>
        ) : null}
      </div>
      <div role="cell" className={styles.titleCell}>
        <Link to={mediaPath(media.type, media.id, title)} className={styles.title}>
          {title}
        </Link>
        {behind ? <span className={styles.behind}>{behind}</span> : null}
      </div>
      <div role="cell" className={styles.scoreCell}>
        <ListScore score={shownScore(data.score, scoreFormat)} />
      </div>
      <div role="cell" className={styles.progressCell}>
        <span data-testid="progress">{progressText(data.progress, max)}</span>
        {isOwner ? (
          <PlusProgressButton entryId={data.id} progress={data.progress} max={max} revision={data.revision} title={title} />
        ) : null}
      </div>
      <div role="cell" className={styles.formatCell}>
        {formatLabel(media.format, true)}
      </div>
    </div>
  );
}
