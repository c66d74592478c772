import { Link } from 'react-router-dom';
import styles from '../Cards.module.css';
import searchStyles from '../Search.module.css';

/** Search card for a character, staff member, user or studio (social §3): picture, name and an optional line. */
export function PersonCard({ to, name, image, detail }: { to: string; name: string; image?: string | null; detail?: string }) {
  return (
    <Link to={to} className={styles.personCard}>
      {image !== undefined ? <span className={styles.personImage}>{image ? <img src={image} alt="" loading="lazy" /> : null}</span> : null}
      <span className={styles.personName}>{name}</span>
      {detail ? <span className={styles.personDetail}>{detail}</span> : null}
    </Link>
  );
}

export function PersonGrid({
  children,
  placeholders = 0,
  image = true,
}: {
  children: React.ReactNode;
  placeholders?: number;
  image?: boolean;
}) {
  return (
    <div className={image ? styles.personGrid : styles.studioGrid} data-testid="search-results">
      {children}
      {Array.from({ length: placeholders }, (_, i) => (
        <div
          key={`placeholder-${i}`}
          className={`${searchStyles.placeholder} ${image ? styles.personPlaceholder : styles.studioPlaceholder}`}
          data-testid="placeholder"
        />
      ))}
    </div>
  );
}
