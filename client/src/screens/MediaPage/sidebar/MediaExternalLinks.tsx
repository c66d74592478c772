import { graphql, useFragment } from 'react-relay';
import { notNull } from '../../../system/notNull.ts';
import { AFFILIATE_TAG, withAffiliateTag } from '../rules/affiliate.ts';
import type { MediaExternalLinks_media$key } from './__generated__/MediaExternalLinks_media.graphql';
import styles from '../MediaPage.module.css';

/** External and streaming links: the site name links to its address (MEDIA-23), the named store's with the affiliate tag (MEDIA-24). */
export function MediaExternalLinks({ media }: { media: MediaExternalLinks_media$key }) {
  const data = useFragment(
    graphql`
      fragment MediaExternalLinks_media on Media {
        externalLinks { id site url type language color notes isDisabled }
      }
    `,
    media,
  );
  const links = (data.externalLinks ?? []).filter(notNull).filter((link) => link.url && !link.isDisabled);
  if (links.length === 0) return null;
  return (
    <section className={styles.section} aria-label="External & Streaming links">
      <h2 className={styles.sectionTitle}>External &amp; Streaming links</h2>
      <div className={styles.links}>
        {links.map((link) => (
          <a
            key={link.id}
            href={withAffiliateTag(link.url!, AFFILIATE_TAG)}
            target="_blank"
            rel="noreferrer noopener"
            className={`card ${styles.externalLink}`}
            style={link.color ? ({ '--link-color': link.color } as React.CSSProperties) : undefined}
          >
            <span className={styles.linkDot} aria-hidden="true" />
            {link.site}
            {link.language ? <span className={styles.linkNote}>{link.language}</span> : null}
          </a>
        ))}
      </div>
    </section>
  );
}
