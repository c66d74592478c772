import { ConnectionHandler, type RecordSourceProxy } from 'relay-runtime';

// Changes a member makes on their favourites page, applied to the kind's favouriteFeed connection in the store, so
// every screen reading it agrees without asking the server again. Also for a mutation's updater (UpdateFavouriteOrder,
// ToggleFavourite): give it the connection's __id.

/** A removed favourite leaves its connection. `nodeId` is the item's record: `Media:1`, `Character:5`... */
export function removeFavouriteEdge(store: RecordSourceProxy, connectionId: string, nodeId: string): void {
  const connection = store.get(connectionId);
  if (connection) ConnectionHandler.deleteNode(connection, nodeId);
}

/**
 * The member's new order: the listed items first, in that order, then the rest as they were (those the page did not
 * show, such as adult media); each edge's favouriteOrder follows its place (1 first).
 */
export function reorderFavouriteEdges(store: RecordSourceProxy, connectionId: string, orderedNodeIds: readonly string[]): void {
  const connection = store.get(connectionId);
  const edges = connection?.getLinkedRecords('edges');
  if (!connection || !edges) return;
  const place = new Map(orderedNodeIds.map((id, index) => [id, index]));
  const nodeOf = (edge: (typeof edges)[number]) => edge?.getLinkedRecord('node')?.getDataID() ?? '';
  const listed = edges.filter((edge) => place.has(nodeOf(edge))).sort((a, b) => place.get(nodeOf(a))! - place.get(nodeOf(b))!);
  const rest = edges.filter((edge) => !place.has(nodeOf(edge)));
  const next = [...listed, ...rest];
  next.forEach((edge, index) => edge?.setValue(index + 1, 'favouriteOrder'));
  connection.setLinkedRecords(next, 'edges');
}
