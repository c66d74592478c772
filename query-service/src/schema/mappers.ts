// What each GraphQL type's resolvers receive as their parent: a read-model row, or a model built from rows where
// the answer needs more than one row or a setting of the request. The generated resolver types
// (__generated__/resolvers.ts) map every GraphQL type named in MAPPERS to the type of that name exported here, so a
// resolver's parent, and every resolver that answers that GraphQL type, are checked against it.
import type { MediaStats, ModActionChain } from './__generated__/types.ts';
import type { ConnectionPage } from './page/paging.ts';
import type { NotificationRow } from './social/rows.ts';
import type { AiringModel, CharacterEdgeModel, MediaEdgeModel, StaffEdgeModel, StudioEdgeModel } from './models.ts';
import type { ReviewRow } from './reviews/rows.ts';
import type { RecommendationModel } from './recommendations/rows.ts';
import type { TrendRow } from './trends/queries.ts';

export type { CharacterRow } from './characters/rows.ts';
export type { CollectionModel } from './lists/collection.ts';
export type { EntryModel, FavouriteFeedEdgeModel, FavouritesModel, RewatchModel, StatisticsModel } from './lists/models.ts';
export type { MediaRow } from './media/rows.ts';
export type { RankingModel } from './media/rankings.ts';
export type { ModActionModel } from './moderation/modActionQuery.ts';
export type { ModNoteRow, ReportRow } from './moderation/rows.ts';
export type { AnnouncementRow } from './announcements/rows.ts';
export type { PageState } from './page/state.ts';
export type { SiteStatisticsSnapshot } from '@tsuzuki/projection-service/projections/sitestats/read';
export type { ActivityRow, ReplyRow } from './social/rows.ts';
export type { StaffRow } from './staff/rows.ts';
export type { StudioRow } from './studios/rows.ts';
export type { TagModel } from './tags/models.ts';
export type { MediaTagProposalRow, TagSubmissionRow } from './tags/loaders.ts';
export type { SubmissionRow, RevisionRow } from './edits/rows.ts';
export type { ThreadRow, ThreadCommentRow } from './forum/rows.ts';
export type { UserRow } from './users/rows.ts';
export type { AiringModel, CharacterEdgeModel, MediaEdgeModel, RecommendationModel, ReviewRow, StaffEdgeModel, StudioEdgeModel, TrendRow };

export type MediaConnectionModel = ConnectionPage<MediaEdgeModel>;
export type CharacterConnectionModel = ConnectionPage<CharacterEdgeModel>;
export type StaffConnectionModel = ConnectionPage<StaffEdgeModel>;
export type StudioConnectionModel = ConnectionPage<StudioEdgeModel>;
export interface AiringEdgeModel {
  node: AiringModel;
  id: number;
}
export type AiringConnectionModel = ConnectionPage<AiringEdgeModel>;
export interface TrendEdgeModel {
  node: TrendRow;
}
export type TrendConnectionModel = ConnectionPage<TrendEdgeModel>;
export interface ReviewEdgeModel {
  node: ReviewRow;
}
export type ReviewConnectionModel = ConnectionPage<ReviewEdgeModel>;
export interface RecommendationEdgeModel {
  node: RecommendationModel;
}
export type RecommendationConnectionModel = ConnectionPage<RecommendationEdgeModel>;
/** MediaStats: the figures, and whose they are (airingProgression reads them). */
export type MediaStatsModel = Omit<MediaStats, 'airingProgression'> & { mediaId: number };
/** The log's verdict, and who made the first broken action (firstBrokenModerator loads them). */
export type ModActionChainModel = Omit<ModActionChain, 'firstBrokenModerator'> & { __moderatorId: number | null };
export type NotificationModel = NotificationRow;
/** A member's figures (User.statistics, User.stats): whose. */
export interface UserFiguresModel {
  userId: number;
}

/** GraphQL type → the type its resolvers receive. */
export const MAPPERS = {
  Announcement: 'AnnouncementRow',
  Media: 'MediaRow',
  MediaTitle: 'MediaRow',
  MediaEdge: 'MediaEdgeModel',
  MediaConnection: 'MediaConnectionModel',
  MediaStats: 'MediaStatsModel',
  MediaRank: 'RankingModel',
  MediaTag: 'TagModel',
  MediaTagSubmission: 'TagSubmissionRow',
  MediaTagProposal: 'MediaTagProposalRow',
  Character: 'CharacterRow',
  CharacterName: 'CharacterRow',
  CharacterEdge: 'CharacterEdgeModel',
  CharacterConnection: 'CharacterConnectionModel',
  Staff: 'StaffRow',
  StaffName: 'StaffRow',
  StaffEdge: 'StaffEdgeModel',
  StaffConnection: 'StaffConnectionModel',
  Studio: 'StudioRow',
  StudioEdge: 'StudioEdgeModel',
  StudioConnection: 'StudioConnectionModel',
  AiringSchedule: 'AiringModel',
  AiringScheduleEdge: 'AiringEdgeModel',
  AiringScheduleConnection: 'AiringConnectionModel',
  MediaTrend: 'TrendRow',
  MediaTrendEdge: 'TrendEdgeModel',
  MediaTrendConnection: 'TrendConnectionModel',
  Review: 'ReviewRow',
  ReviewEdge: 'ReviewEdgeModel',
  ReviewConnection: 'ReviewConnectionModel',
  Recommendation: 'RecommendationModel',
  RecommendationEdge: 'RecommendationEdgeModel',
  RecommendationConnection: 'RecommendationConnectionModel',
  MediaList: 'EntryModel',
  MediaListCollection: 'CollectionModel',
  MediaListRewatch: 'RewatchModel',
  User: 'UserRow',
  UserModData: 'UserRow',
  Favourites: 'FavouritesModel',
  FavouriteFeedEdge: 'FavouriteFeedEdgeModel',
  UserStatisticTypes: 'UserFiguresModel',
  UserStatistics: 'StatisticsModel',
  UserStats: 'UserFiguresModel',
  TextActivity: 'ActivityRow',
  ListActivity: 'ActivityRow',
  MessageActivity: 'ActivityRow',
  ActivityReply: 'ReplyRow',
  Thread: 'ThreadRow',
  ThreadComment: 'ThreadCommentRow',
  ModAction: 'ModActionModel',
  ModActionChain: 'ModActionChainModel',
  ModNote: 'ModNoteRow',
  Report: 'ReportRow',
  MediaSubmission: 'SubmissionRow',
  CharacterSubmission: 'SubmissionRow',
  StaffSubmission: 'SubmissionRow',
  RevisionHistory: 'RevisionRow',
  Page: 'PageState',
  SiteStatistics: 'SiteStatisticsSnapshot',
  AiringNotification: 'NotificationModel',
  FollowingNotification: 'NotificationModel',
  ActivityMessageNotification: 'NotificationModel',
  ActivityMentionNotification: 'NotificationModel',
  ActivityReplyNotification: 'NotificationModel',
  ActivityReplySubscribedNotification: 'NotificationModel',
  ActivityLikeNotification: 'NotificationModel',
  ActivityReplyLikeNotification: 'NotificationModel',
  RelatedMediaAdditionNotification: 'NotificationModel',
  MediaDataChangeNotification: 'NotificationModel',
  MediaMergeNotification: 'NotificationModel',
  MediaDeletionNotification: 'NotificationModel',
  ThreadCommentMentionNotification: 'NotificationModel',
  ThreadCommentReplyNotification: 'NotificationModel',
  ThreadCommentSubscribedNotification: 'NotificationModel',
  ThreadCommentLikeNotification: 'NotificationModel',
  ThreadLikeNotification: 'NotificationModel',
} as const;
