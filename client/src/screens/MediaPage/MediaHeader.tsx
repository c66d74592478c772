import { graphql, useFragment } from 'react-relay';
import { AdSlot } from '../../components/Ads/AdSlot.tsx';
import { AdsOff } from '../../components/Ads/adsOff.tsx';
import { Cover } from '../../components/Cover/Cover.tsx';
import { FavouriteButton } from '../../components/FavouriteButton/FavouriteButton.tsx';
import type { MediaHeader_media$key } from './__generated__/MediaHeader_media.graphql';
import { MediaDescription } from './MediaDescription.tsx';
import { MediaListButton } from './MediaListButton.tsx';
import styles from './MediaPage.module.css';

export function MediaHeader({ media }: { media: MediaHeader_media$key }) {
  const data = useFragment(
    graphql`
      fragment MediaHeader_media on Media {
        id
        title { userPreferred }
        bannerImage
        coverImage { extraLarge large color }
        description
        isAdult
        isLocked
        favourites
        isFavourite
        isFavouriteBlocked
        type
        ...MediaListButton_media
      }
    `,
    media,
  );
  const title = data.title?.userPreferred ?? '';
  const color = data.coverImage?.color ?? null;
  return (
    <header className={styles.header} style={color ? ({ '--media-color': color } as React.CSSProperties) : undefined}>
      {/* Adult media have ads switched off on every sub-page (core §2). */}
      {data.isAdult ? <AdsOff /> : null}
      <div className={styles.banner} data-empty={!data.bannerImage}>
        {data.bannerImage ? <img src={data.bannerImage} alt="" /> : null}
        <div className={styles.bannerShade} />
      </div>
      <div className={styles.headerBody}>
        <div className={`container ${styles.headerInner}`}>
          <div className={styles.coverColumn}>
            <Cover src={data.coverImage?.extraLarge ?? data.coverImage?.large} color={color} alt={title} className={styles.cover} eager />
            <div className={styles.coverActions}>
              <MediaListButton media={data} />
              <FavouriteButton
                kind={data.type === 'MANGA' ? 'MANGA' : 'ANIME'}
                id={data.id}
                isFavourite={data.isFavourite}
                isFavouriteBlocked={data.isFavouriteBlocked}
                favourites={data.favourites}
              />
            </div>
          </div>
          <div className={styles.headerText}>
            <h1 className={styles.title}>
              {title}
              {data.isAdult ? <span className={styles.adult}>Adult</span> : null}
              {data.isLocked ? <span className={styles.locked}>(Locked)</span> : null}
            </h1>
            <MediaDescription description={data.description} />
            <AdSlot slot="mediaHeader" off={!!data.isAdult} />
          </div>
        </div>
      </div>
    </header>
  );
}
