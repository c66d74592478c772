import type { ReactNode } from 'react';
import { FavouriteButton } from '../FavouriteButton/FavouriteButton.tsx';
import type { FavouriteKind } from '../../mutations/toggleFavourite.ts';
import { EntityDescription } from './EntityDescription.tsx';
import type { EntityDetail } from './entityDetails.ts';
import { descriptionFacts } from '../../format/descriptionFacts.ts';
import { plainDescription } from '../../format/description.ts';
import styles from './EntityPage.module.css';

interface Props {
  readonly name: string;
  readonly subtitle?: string | null;
  readonly image?: string | null;
  readonly favourites?: number | null;
  /** What the heart toggles: the entity and whether it is a favourite of the viewer (or blocked from being one). */
  readonly favourite: { kind: FavouriteKind; id: number; isFavourite?: boolean | null; isFavouriteBlocked?: boolean | null };
  readonly description?: string | null;
  readonly details?: readonly EntityDetail[];
  readonly children?: ReactNode;
}

/** Header of the character, staff and studio pages: image, name, favourites, details, description. */
export function EntityHeader({ name, subtitle, image, favourites, favourite, description, details: known = [], children }: Props) {
  // Facts written into the description join the details, unless the entity's own fields already say them.
  const { facts, rest } = descriptionFacts(plainDescription(description));
  const details = [...known, ...facts.filter((fact) => !known.some((detail) => detail.label === fact.label))];
  return (
    <header className={styles.header}>
      <div className={`container ${styles.headerInner}`} data-has-image={image !== undefined}>
        {image !== undefined ? (
          <div className={styles.imageColumn}>
            {image ? <img className={styles.image} src={image} alt={name} /> : <div className={styles.image} />}
          </div>
        ) : null}
        <div className={styles.text}>
          <div className={styles.titleRow}>
            <h1 className={styles.name}>{name}</h1>
            <FavouriteButton
              kind={favourite.kind}
              id={favourite.id}
              isFavourite={favourite.isFavourite}
              isFavouriteBlocked={favourite.isFavouriteBlocked}
              favourites={favourites}
            />
          </div>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          {details.length > 0 ? (
            <dl className={styles.details} aria-label="Details">
              {details.map((detail) => (
                <div key={detail.label} className={styles.detail}>
                  <dt>{detail.label}:</dt> <dd>{detail.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {description !== undefined ? <EntityDescription description={rest} /> : null}
          {children}
        </div>
      </div>
    </header>
  );
}
