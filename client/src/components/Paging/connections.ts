import { ConnectionHandler, type RecordProxy, type RecordSourceProxy } from 'relay-runtime';

// Where each paginated list keeps its pages in the Relay store (ADR 39), for mutations whose answer belongs in a list
// already on screen: a posted reply at the end of its activity's replies, a new status at the top of a feed, a removed
// favourite out of its kind. A list is found by its @connection key and its filters: the connection field's arguments
// other than first/after, by their field names (activityFeed's `type_in`, not the fragment's `types`), nulls left out.

/** Every list's @connection key and its edge type; connections.test.ts checks them against the compiled fragments. */
export const CONNECTIONS = {
  activityFeed: { key: 'ActivityFeedList_activityFeed', edgeType: 'ActivityFeedEdge' },
  activityReplyFeed: { key: 'ActivityReplyList_activityReplyFeed', edgeType: 'ActivityReplyFeedEdge' },
  likeFeed: { key: 'LikesPage_likeFeed', edgeType: 'LikeFeedEdge' },
  followFeed: { key: 'FollowList_followFeed', edgeType: 'FollowFeedEdge' },
  threadFeed: { key: 'ThreadFeedList_threadFeed', edgeType: 'ThreadFeedEdge' },
  threadCommentFeed: { key: 'UserCommentsPage_threadCommentFeed', edgeType: 'ThreadCommentFeedEdge' },
  reviewFeed: { key: 'ReviewListCards_reviewFeed', edgeType: 'ReviewFeedEdge' },
  mediaListFeed: { key: 'MediaFollowingPage_mediaListFeed', edgeType: 'MediaListFeedEdge' },
  recommendationFeed: { key: 'RecommendationsList_recommendationFeed', edgeType: 'RecommendationFeedEdge' },
} as const;

export type ListName = keyof typeof CONNECTIONS;
export type ConnectionFilters = Readonly<Record<string, unknown>>;

/** The list's pages in the store, if a screen has loaded them. */
export function connectionOf(store: RecordSourceProxy, list: ListName, filters: ConnectionFilters): RecordProxy | null | undefined {
  return ConnectionHandler.getConnection(store.getRoot(), CONNECTIONS[list].key, filters);
}

/**
 * Puts `node` (a record already in the store, e.g. a mutation's answer) first or last in a loaded list. Last only
 * once the list has no more pages: until then its next page brings the node in its place.
 */
export function insertIntoList(
  store: RecordSourceProxy,
  list: ListName,
  filters: ConnectionFilters,
  node: RecordProxy,
  at: 'first' | 'last',
): void {
  const connection = connectionOf(store, list, filters);
  if (!connection) return;
  if (at === 'last' && connection.getLinkedRecord('pageInfo')?.getValue('hasNextPage') === true) return;
  const edge = ConnectionHandler.createEdge(store, connection, node, CONNECTIONS[list].edgeType);
  if (at === 'first') ConnectionHandler.insertEdgeBefore(connection, edge);
  else ConnectionHandler.insertEdgeAfter(connection, edge);
}

/** Takes the node (its record id, `TextActivity:5`) out of a loaded list. */
export function removeFromList(store: RecordSourceProxy, list: ListName, filters: ConnectionFilters, nodeId: string): void {
  const connection = connectionOf(store, list, filters);
  if (connection) ConnectionHandler.deleteNode(connection, nodeId);
}
