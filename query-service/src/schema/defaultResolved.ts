import type { Resolvers, ResolversParentTypes } from './__generated__/resolvers.ts';
import type { MAPPERS } from './mappers.ts';

// The fields of the mapped types that no resolver answers: graphql-js reads the parent's property of the same name.
// The generated resolver types cannot see those reads, so each is listed here, where the compiler checks that the
// row or model has that property with a value the field accepts, and defaultResolved.test.ts checks that the list is
// exactly the fields without a resolver (a new SDL field needs a resolver, or its name here and a matching column).

type Mapped = keyof typeof MAPPERS;
type Fields<G extends Mapped> = keyof NonNullable<Resolvers[G]> & keyof ResolversParentTypes[G];
type Answer<G extends Mapped, F extends keyof NonNullable<Resolvers[G]>> =
  NonNullable<NonNullable<Resolvers[G]>[F]> extends (...args: never[]) => infer R ? Awaited<R> : never;
/** A field the default resolver answers correctly: the parent holds it, as a value the field may answer. */
type DefaultField<G extends Mapped> = {
  [F in Fields<G>]-?: ResolversParentTypes[G][F] extends Answer<G, F> ? F : never;
}[Fields<G>];

export const DEFAULT_RESOLVED: { [G in Mapped]: readonly DefaultField<G>[] } = {
  Media: ['id', 'type', 'format', 'season', 'episodes', 'duration', 'chapters', 'volumes', 'hashtag', 'trailer', 'genres', 'synonyms', 'popularity', 'trending', 'favourites'],
  MediaTitle: [],
  MediaEdge: ['node', 'characterRole', 'staffRole', 'favouriteOrder'],
  MediaConnection: [],
  MediaStats: ['scoreDistribution', 'statusDistribution', 'popularity', 'favourites', 'averageScore', 'meanScore', 'date'],
  MediaRank: ['id', 'rank', 'type', 'format', 'year', 'season', 'context'],
  MediaTag: ['id', 'name', 'description', 'category'],
  MediaTagSubmission: ['id', 'name', 'description', 'status', 'reason'],
  Character: ['id', 'gender', 'age', 'favourites'],
  CharacterName: [],
  CharacterEdge: ['node', 'role'],
  CharacterConnection: [],
  Staff: ['id', 'gender', 'age', 'favourites'],
  StaffName: [],
  StaffEdge: ['node', 'role'],
  StaffConnection: [],
  Studio: ['id', 'name', 'favourites'],
  StudioEdge: ['node', 'isMain'],
  StudioConnection: [],
  AiringSchedule: ['id', 'airingAt', 'timeUntilAiring', 'episode', 'mediaId'],
  AiringScheduleEdge: ['node', 'id'],
  AiringScheduleConnection: [],
  MediaTrend: ['date', 'trending', 'popularity', 'releasing', 'episode'],
  MediaTrendEdge: ['node'],
  MediaTrendConnection: [],
  Review: ['id', 'summary', 'rating', 'score', 'private'],
  ReviewEdge: ['node'],
  ReviewConnection: [],
  Recommendation: ['id', 'rating'],
  RecommendationEdge: ['node'],
  RecommendationConnection: [],
  MediaList: ['id', 'status', 'progress', 'repeat', 'priority', 'private', 'revision'],
  MediaListCollection: ['lists', 'user', 'hasNextChunk'],
  MediaListRewatch: ['number', 'startedAt', 'completedAt'],
  User: ['id', 'name'],
  UserModData: [],
  Favourites: [],
  FavouriteFeedEdge: ['cursor', 'node'],
  UserStatisticTypes: [],
  UserStatistics: [],
  UserStats: [],
  TextActivity: ['id', 'type'],
  ListActivity: ['id', 'type', 'status', 'progress'],
  MessageActivity: ['id', 'type'],
  ActivityReply: ['id'],
  Thread: ['id', 'title'],
  ThreadComment: ['id'],
  ModAction: ['action', 'reason', 'hash'],
  ModActionChain: ['valid', 'checked', 'total', 'firstBrokenSeq', 'reason', 'firstBrokenAction', 'headSeq', 'headHash'],
  ModNote: ['id', 'note'],
  Report: ['id', 'reason', 'note'],
  MediaSubmission: ['id', 'status', 'notes', 'source'],
  CharacterSubmission: ['id', 'status', 'notes', 'source'],
  StaffSubmission: ['id', 'status', 'notes', 'source'],
  RevisionHistory: ['id', 'action', 'changes', 'reason'],
  Page: [],
  SiteStatistics: [],
  AiringNotification: ['id', 'type'],
  FollowingNotification: ['id', 'type'],
  ActivityMessageNotification: ['id', 'type'],
  ActivityMentionNotification: ['id', 'type'],
  ActivityReplyNotification: ['id', 'type'],
  ActivityReplySubscribedNotification: ['id', 'type'],
  ActivityLikeNotification: ['id', 'type'],
  ActivityReplyLikeNotification: ['id', 'type'],
  RelatedMediaAdditionNotification: ['id', 'type'],
  MediaDataChangeNotification: ['id', 'type'],
  MediaMergeNotification: ['id', 'type'],
  MediaDeletionNotification: ['id', 'type'],
  ThreadCommentMentionNotification: ['id', 'type'],
  ThreadCommentReplyNotification: ['id', 'type'],
  ThreadCommentSubscribedNotification: ['id', 'type'],
  ThreadCommentLikeNotification: ['id', 'type'],
  ThreadLikeNotification: ['id', 'type'],
};
