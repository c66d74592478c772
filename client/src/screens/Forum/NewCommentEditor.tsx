import { useState, useTransition } from 'react';
import { fetchQuery, graphql } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import controls from '../../components/Activity/Controls.module.css';
import { useEditorActivity } from '../../components/Activity/editorActivity.ts';
import { ActivityMarkdownEditor } from '../../components/Activity/lazyMarkdown.tsx';
import { commentAnchor, COMMENTS_PER_PAGE, threadPath } from '../../components/Forum/forumPaths.ts';
import { usePostThreadComment } from '../../mutations/saveThreadComment.ts';
import { environment } from '../../system/relayEnvironment.ts';
import { toastError } from '../../system/toasts.ts';
import styles from './Thread.module.css';

// The page the new comment lands on, asked again exactly as the thread page asks for it, so the page on screen shows it.
const commentsPageQuery = graphql`
  query NewCommentEditorPageQuery($threadId: Int!, $page: Int!, $perPage: Int!) {
    Page(page: $page, perPage: $perPage) {
      pageInfo { lastPage }
      ...ThreadComments_page @arguments(threadId: $threadId)
    }
  }
`;

interface Props {
  threadId: number;
  /** Top-level comments so far: the new one is the last, on the last page. */
  total: number;
  current: number;
}

/** The editor under the comments (social §2): posting opens the comment's page, scrolled to the new comment. */
export function NewCommentEditor({ threadId, total, current }: Props) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [active, setActive] = useState(false);
  const [postThreadComment, posting] = usePostThreadComment();
  // After the save: the comment's page asked again, then opened (React's pending state of that step).
  const [showing, startShowing] = useTransition();
  const saving = posting || showing;
  useEditorActivity(active);

  function show(id: number) {
    const page = Math.max(1, Math.ceil((total + 1) / COMMENTS_PER_PAGE));
    startShowing(async () => {
      try {
        // Another page runs its loader; this one is asked again here, as only the hash changes.
        if (page === current) {
          await fetchQuery(
            environment,
            commentsPageQuery,
            { threadId, page, perPage: COMMENTS_PER_PAGE },
            { fetchPolicy: 'network-only' },
          ).toPromise();
        }
      } catch (error) {
        toastError(error);
        return;
      }
      setText('');
      setActive(false);
      await navigate(`${threadPath(threadId, page)}#${commentAnchor(id)}`);
    });
  }

  function post() {
    postThreadComment(threadId, text.trim(), { onCompleted: show, onError: toastError });
  }

  return (
    <div className={styles.newComment}>
      <ActivityMarkdownEditor
        value={text}
        onChange={setText}
        placeholder="Write a comment..."
        active={active}
        onActiveChange={setActive}
        disabled={saving}
      >
        <div className={controls.editorButtons}>
          <button
            type="button"
            className={controls.cancelButton}
            onClick={() => {
              setText('');
              setActive(false);
            }}
          >
            Cancel
          </button>
          <button type="button" className={`button ${controls.saveButton}`} disabled={saving || !text.trim()} onClick={post}>
            Comment
          </button>
        </div>
      </ActivityMarkdownEditor>
    </div>
  );
}
