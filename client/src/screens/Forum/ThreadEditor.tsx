import { useState } from 'react';
import { Link, useNavigate, useNavigation, useSearchParams } from 'react-router-dom';
import { ActivityMarkdownEditor } from '../../components/Activity/lazyMarkdown.tsx';
import { FORUM_RULES_PATH, positiveInt, TERMS_PATH, threadPath } from '../../components/Forum/forumPaths.ts';
import { threadRights } from '../../components/Forum/forumPermissions.ts';
import { useSaveThread } from '../../mutations/saveThread.ts';
import { useViewer } from '../../session/useViewer.ts';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { notNull } from '../../system/notNull.ts';
import { toastError } from '../../system/toasts.ts';
import { isModeratedCategory, THREAD_CATEGORIES } from './categories.ts';
import { CategoryPicker } from './CategoryPicker.tsx';
import { MediaCategoryPicker } from './MediaCategoryPicker.tsx';
import { threadEditorQuery } from './ThreadEditorQuery.ts';
import { draftProblems, EMPTY_DRAFT, TITLE_LENGTH, type ThreadEditorDraft } from './threadDraft.ts';
import { useDocumentTitle } from '../../system/useDocumentTitle.ts';
import type { ThreadEditorQuery } from './__generated__/ThreadEditorQuery.graphql';
import page from './Forum.module.css';
import styles from './Editor.module.css';

/**
 * /forum/thread/editor/{id?} (social §2): a new thread, or an edit by its author or a community moderator, who also
 * sets sticky and lock. Saving opens the thread.
 */
export function ThreadEditor() {
  const data = useRouteQuery<ThreadEditorQuery>(threadEditorQuery);
  const viewer = useViewer();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const thread = data.Page?.threads?.[0] ?? null;
  // A new thread from a category's or a media's empty list starts in it (?category=, ?media=).
  const category = THREAD_CATEGORIES.find((c) => c.id === positiveInt(params.get('category')) && !isModeratedCategory(c));
  const [draft, setDraft] = useState<ThreadEditorDraft>(() =>
    thread
      ? {
          title: thread.title ?? '',
          body: thread.body ?? '',
          categories: (thread.categories ?? []).filter(notNull).map((c) => c.id),
          media: (thread.mediaCategories ?? [])
            .filter(notNull)
            .map((m) => ({ id: m.id, title: m.title?.userPreferred ?? `Media ${m.id}` })),
          sticky: thread.isSticky === true,
          locked: thread.isLocked === true,
        }
      : {
          ...EMPTY_DRAFT,
          categories: category ? [category.id] : [],
          media: data.Media ? [{ id: data.Media.id, title: data.Media.title?.userPreferred ?? `Media ${data.Media.id}` }] : [],
        },
  );
  const [saveThread, isInFlight] = useSaveThread();
  // Saved, the editor stays disabled while the router loads the thread's page.
  const navigation = useNavigation();
  const saving = isInFlight || navigation.state !== 'idle';
  const [problems, setProblems] = useState<string[]>([]);
  const heading = thread ? 'Edit Thread' : 'New Thread';
  useDocumentTitle(heading);
  const rights = threadRights(viewer, { authorId: thread ? thread.user?.id : viewer?.id, isLocked: false });
  const change = (patch: Partial<ThreadEditorDraft>) => setDraft((before) => ({ ...before, ...patch }));

  function save() {
    const found = draftProblems(draft);
    setProblems(found);
    if (found.length) return;
    saveThread(
      thread?.id ?? null,
      {
        title: draft.title.trim(),
        body: draft.body.trim(),
        categories: draft.categories,
        mediaCategories: draft.media.map((m) => m.id),
        ...(rights.canModerate ? { sticky: draft.sticky, locked: draft.locked } : {}),
      },
      { onCompleted: (id) => navigate(threadPath(id)), onError: toastError },
    );
  }

  if (thread && !rights.canEdit) {
    return (
      <div className={`container ${page.threadPage}`}>
        <p className={`card ${styles.refused}`}>You can only edit your own thread.</p>
      </div>
    );
  }
  return (
    <div className={`container ${page.threadPage}`}>
      <form
        className={`card ${styles.editor}`}
        aria-label={heading}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.rules}>
          Please read the <Link to={FORUM_RULES_PATH}>forum rules</Link> and the <Link to={TERMS_PATH}>terms</Link> before posting.
        </p>
        <label className={styles.field}>
          <span className={styles.label}>Title</span>
          <input
            className={styles.input}
            value={draft.title}
            maxLength={TITLE_LENGTH}
            onChange={(event) => change({ title: event.target.value })}
          />
        </label>
        <div className={styles.field}>
          <span className={styles.label}>Body</span>
          <ActivityMarkdownEditor
            value={draft.body}
            onChange={(body) => change({ body })}
            label="Thread body"
            placeholder="Write your thread..."
            active
          />
        </div>
        <CategoryPicker
          chosen={draft.categories}
          original={thread ? (thread.categories ?? []).filter(notNull).map((c) => c.id) : []}
          onChange={(categories) => change({ categories })}
        />
        <MediaCategoryPicker chosen={draft.media} onChange={(media) => change({ media })} />
        {rights.canModerate ? (
          <fieldset className={styles.moderation}>
            <legend className={styles.label}>Moderation</legend>
            <label className={styles.check}>
              <input type="checkbox" checked={draft.sticky} onChange={(event) => change({ sticky: event.target.checked })} /> Sticky
            </label>
            <label className={styles.check}>
              <input type="checkbox" checked={draft.locked} onChange={(event) => change({ locked: event.target.checked })} /> Locked
            </label>
          </fieldset>
        ) : null}
        {problems.length ? (
          <ul className={styles.problems} role="alert">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
        <div className={styles.buttons}>
          <button type="button" className={styles.cancel} onClick={() => navigate(thread ? threadPath(thread.id) : '/forum')}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={saving}>
            {thread ? 'Save' : 'Post Thread'}
          </button>
        </div>
      </form>
    </div>
  );
}
