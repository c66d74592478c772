import { useViewer } from '../../session/useViewer.ts';
import { isCommunityModerator } from '../../components/Activity/activityPermissions.ts';
import { isModeratedCategory, THREAD_CATEGORIES } from './categories.ts';
import { MAX_CATEGORIES, toggleChoice } from './threadDraft.ts';
import styles from './Editor.module.css';

interface Props {
  chosen: readonly number[];
  /** The thread's categories before this edit: a moderated one it already has stays choosable. */
  original: readonly number[];
  onChange: (chosen: readonly number[]) => void;
}

/** Up to 3 of the forum's categories; Site Announcements for community moderators only. */
export function CategoryPicker({ chosen, original, onChange }: Props) {
  const moderator = isCommunityModerator(useViewer());
  const full = chosen.length >= MAX_CATEGORIES;
  const offered = THREAD_CATEGORIES.filter((c) => moderator || !isModeratedCategory(c) || original.includes(c.id));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>
        Categories <span className={styles.hint}>(up to {MAX_CATEGORIES})</span>
      </legend>
      <div className={styles.chips}>
        {offered.map((category) => {
          const on = chosen.includes(category.id);
          return (
            <button
              key={category.id}
              type="button"
              className={styles.chip}
              aria-pressed={on}
              disabled={!on && full}
              onClick={() => onChange(toggleChoice(chosen, category.id))}
            >
              {category.name}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
