import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { QuickSearchResultsQuery } from './__generated__/QuickSearchResultsQuery.graphql';
import { notNull } from '../../system/notNull.ts';
import { QuickSearchMedia } from './QuickSearchMedia.tsx';
import { QuickSearchPerson } from './QuickSearchPerson.tsx';
import { QUICK_SEARCH_PER_GROUP, quickSearchTotal, VIEW_ALL_ABOVE, viewAllPath } from './quickSearchRules.ts';
import styles from './QuickSearch.module.css';

// 8 per group and 13 studios (core §7, §9); adult media stay hidden unless the viewer shows adult content (social §5).
// Relay stores a field without an id under its name and arguments, never its alias: five Page(perPage: 8) would be
// one record with one pageInfo, and every column would show the total written last. Each Page therefore has its own
// size (8 to 12, studios 13) and the columns show their first 8.
const query = graphql`
  query QuickSearchResultsQuery($search: String!, $isAdult: Boolean) {
    anime: Page(perPage: 8) {
      pageInfo { total }
      media(search: $search, type: ANIME, sort: [SEARCH_MATCH], isAdult: $isAdult) { id ...QuickSearchMedia_media }
    }
    manga: Page(perPage: 9) {
      pageInfo { total }
      media(search: $search, type: MANGA, sort: [SEARCH_MATCH], isAdult: $isAdult) { id ...QuickSearchMedia_media }
    }
    characters: Page(perPage: 10) {
      pageInfo { total }
      characters(search: $search, sort: [SEARCH_MATCH]) { id ...QuickSearchPerson_character }
    }
    staff: Page(perPage: 11) {
      pageInfo { total }
      staff(search: $search, sort: [SEARCH_MATCH]) { id ...QuickSearchPerson_staff }
    }
    users: Page(perPage: 12) {
      pageInfo { total }
      users(search: $search, sort: [SEARCH_MATCH]) { id name avatar { medium } }
    }
    studios: Page(perPage: 13) {
      pageInfo { total }
      studios(search: $search, sort: [SEARCH_MATCH]) { id name }
    }
  }
`;

const firstOfGroup = <T,>(list: readonly (T | null | undefined)[] | null | undefined): T[] =>
  (list ?? []).filter(notNull).slice(0, QUICK_SEARCH_PER_GROUP);

export function QuickSearchResults({ search, adult, fetchKey }: { search: string; adult: boolean; fetchKey?: number }) {
  const data = useLazyLoadQuery<QuickSearchResultsQuery>(
    query,
    { search, isAdult: adult ? null : false },
    { fetchPolicy: 'store-or-network', fetchKey },
  );
  const anime = firstOfGroup(data.anime?.media);
  const manga = firstOfGroup(data.manga?.media);
  const characters = firstOfGroup(data.characters?.characters);
  const staff = firstOfGroup(data.staff?.staff);
  const users = firstOfGroup(data.users?.users);
  const studios = data.studios?.studios?.filter(notNull) ?? [];

  if (!anime.length && !manga.length && !characters.length && !staff.length && !users.length && !studios.length) {
    return <p className={styles.hint}>No Results</p>;
  }
  return (
    <div className={styles.columns}>
      <Column title="Anime" type="anime" search={search} total={data.anime?.pageInfo?.total} count={anime.length}>
        {anime.map((media) => (
          <QuickSearchMedia key={media.id} media={media} />
        ))}
      </Column>
      <Column title="Manga" type="manga" search={search} total={data.manga?.pageInfo?.total} count={manga.length}>
        {manga.map((media) => (
          <QuickSearchMedia key={media.id} media={media} />
        ))}
      </Column>
      <Column title="Characters" type="characters" search={search} total={data.characters?.pageInfo?.total} count={characters.length}>
        {characters.map((character) => (
          <QuickSearchPerson key={character.id} character={character} />
        ))}
      </Column>
      <Column title="Staff" type="staff" search={search} total={data.staff?.pageInfo?.total} count={staff.length}>
        {staff.map((person) => (
          <QuickSearchPerson key={person.id} staff={person} />
        ))}
      </Column>
      <Column title="Users" type="users" search={search} total={data.users?.pageInfo?.total} count={users.length}>
        {users.map((user) => (
          <Link key={user.id} to={`/user/${encodeURIComponent(user.name)}`} className={styles.item} data-quick-result>
            <span className={styles.thumb}>{user.avatar?.medium ? <img src={user.avatar.medium} alt="" loading="lazy" /> : null}</span>
            <span className={styles.itemTitle}>{user.name}</span>
          </Link>
        ))}
      </Column>
      <Column title="Studios" type="studios" search={search} total={data.studios?.pageInfo?.total} count={studios.length}>
        {studios.map((studio) => (
          <Link key={studio.id} to={`/studio/${studio.id}`} className={styles.studio} data-quick-result>
            {studio.name}
          </Link>
        ))}
      </Column>
    </div>
  );
}

interface ColumnProps {
  title: string;
  type: string;
  search: string;
  total: number | null | undefined;
  count: number;
  children: React.ReactNode;
}

function Column({ title, type, search, total, count, children }: ColumnProps) {
  if (count === 0) return null;
  return (
    <section className={styles.column} aria-label={title}>
      <header className={styles.columnHeader}>
        <h2>
          {title}
          {total != null ? (
            <span className={styles.count} data-testid="quick-search-total">
              {quickSearchTotal(total)}
            </span>
          ) : null}
        </h2>
        {total != null && total > VIEW_ALL_ABOVE ? <Link to={viewAllPath(type, search)}>View all</Link> : null}
      </header>
      <div className={styles.items}>{children}</div>
    </section>
  );
}
