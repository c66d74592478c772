import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '../../components/icons.tsx';
import { forumFeedPath, type ForumFeed } from './forumFeed.ts';
import styles from './Forum.module.css';

/** Searches thread titles within the feed's type, category and media (the server ranks by how well titles match). */
export function ForumSearch({ feed }: { feed: ForumFeed }) {
  const navigate = useNavigate();
  const [text, setText] = useState(feed.search);
  return (
    <form
      className={styles.search}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        navigate(forumFeedPath({ ...feed, search: text.trim() }));
      }}
    >
      <input
        className={styles.searchInput}
        type="search"
        value={text}
        maxLength={200}
        placeholder="Search threads"
        aria-label="Search threads"
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button" aria-label="Search">
        <SearchIcon size={16} />
      </button>
    </form>
  );
}
