import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { mediaPath } from '../../format/slug.ts';
import { formatLabel } from '../../format/labels.ts';
import type { QuickSearchMedia_media$key } from './__generated__/QuickSearchMedia_media.graphql';
import styles from './QuickSearch.module.css';

export function QuickSearchMedia({ media }: { media: QuickSearchMedia_media$key }) {
  const data = useFragment(
    graphql`
      fragment QuickSearchMedia_media on Media {
        id
        type
        format
        startDate { year }
        title { userPreferred }
        coverImage { medium large color }
      }
    `,
    media,
  );
  const cover = data.coverImage?.medium ?? data.coverImage?.large;
  const meta = [data.startDate?.year, formatLabel(data.format, true)].filter(Boolean).join(' · ');
  return (
    <Link to={mediaPath(data.type, data.id, data.title?.userPreferred)} className={styles.item} data-quick-result>
      <span className={styles.thumb} style={{ background: data.coverImage?.color ?? undefined }}>
        {cover ? <img src={cover} alt="" loading="lazy" /> : null}
      </span>
      <span>
        <span className={styles.itemTitle}>{data.title?.userPreferred}</span>
        <span className={styles.itemMeta}>{meta}</span>
      </span>
    </Link>
  );
}
