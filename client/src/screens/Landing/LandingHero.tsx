import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SearchIcon } from '../../components/icons.tsx';
import { HeroCollage } from './HeroCollage.tsx';
import type { HeroCollage_media$key } from './__generated__/HeroCollage_media.graphql';
import styles from './Landing.module.css';

interface Props {
  covers: HeroCollage_media$key | null | undefined;
}

/** Message, search block leading into the anime search, and the Join Now link (core §1, §2). */
export function LandingHero({ covers }: Props) {
  const navigate = useNavigate();

  // The text is read from the form, not kept in state: what a guest typed into the server-rendered page before its
  // code had run counts too (ADR 53), and without JavaScript the form itself goes to the same address.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    navigate(search ? `/search/anime?${new URLSearchParams({ search })}` : '/search/anime');
  };

  return (
    <section className={styles.hero}>
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <h1 className={styles.headline}>
            Track, share and discover your favourite <span>anime and manga</span>
          </h1>
          <p className={styles.lead}>
            Keep lists of everything you watch and read, see how your taste changes over time, and find what to start next with people who
            love the same shows.
          </p>
          <form className={styles.search} role="search" action="/search/anime" method="get" onSubmit={submit}>
            <SearchIcon size={20} />
            <input placeholder="Search for an anime…" aria-label="Search anime" name="search" />
            <button type="submit" className="button">
              Search
            </button>
          </form>
          <div className={styles.heroActions}>
            <Link to="/signup" className={`button ${styles.join}`}>
              Join Now
            </Link>
            <Link to="/search/manga" className={styles.browseManga}>
              or browse manga →
            </Link>
          </div>
        </div>
        <HeroCollage media={covers} />
      </div>
    </section>
  );
}
