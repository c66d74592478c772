import type { RouteObject } from 'react-router-dom';
import { forumCommentLoader } from './ForumCommentQuery.ts';
import { forumFeedLoader } from './ForumFeedQuery.ts';
import { forumThreadLoader } from './ForumThreadQuery.ts';
import { threadEditorLoader } from './ThreadEditorQuery.ts';

/**
 * The forum's pages (social §2). The static "editor" and "comment" segments rank above the thread id and the comment
 * page; loaders are imported here, screens when opened.
 */
export const forumRoutes: RouteObject[] = [
  {
    path: 'forum/thread/editor/:id?',
    loader: threadEditorLoader,
    lazy: async () => ({ Component: (await import('./ThreadEditor.tsx')).ThreadEditor }),
  },
  {
    path: 'forum/thread/:id/comment/:commentId',
    loader: forumCommentLoader,
    lazy: async () => ({ Component: (await import('./ForumThreadComment.tsx')).ForumThreadComment }),
  },
  {
    path: 'forum/thread/:id/:commentPage?',
    loader: forumThreadLoader,
    lazy: async () => ({ Component: (await import('./ForumThread.tsx')).ForumThread }),
  },
  {
    path: 'forum/:type?',
    loader: forumFeedLoader,
    lazy: async () => ({ Component: (await import('./ForumFeed.tsx')).ForumFeed }),
  },
];
