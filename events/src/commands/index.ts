// The command contract (issue 21, docs/adr/0035): every command the command-service takes by name over HTTP, with
// its payload schema. The command-service validates with these schemas; the query-service sends with their input
// types, so a sender and its handler cannot disagree about a field without the compiler saying so.
import type { z } from 'zod';
import * as announcements from './announcements.ts';
import * as catalogue from './catalogue.ts';
import * as forum from './forum.ts';
import * as lists from './lists.ts';
import * as moderation from './moderation.ts';
import * as reviews from './reviews.ts';
import * as social from './social.ts';
import * as tags from './tags.ts';
import * as users from './users.ts';

export * from './announcements.ts';
export * from './catalogue.ts';
export * from './forum.ts';
export * from './lists.ts';
export * from './moderation.ts';
export * from './result.ts';
export * from './reviews.ts';
export * from './social.ts';
export * from './tags.ts';
export * from './users.ts';

/** Command name → payload schema. A name here needs a scope in oauth.ts's COMMAND_SCOPES and a handler. */
export const COMMAND_PAYLOADS = {
  // A member's lists and favourites
  SaveMediaListEntry: lists.SaveMediaListEntryPayload,
  UpdateMediaListEntries: lists.UpdateMediaListEntriesPayload,
  DeleteMediaListEntry: lists.DeleteMediaListEntryPayload,
  ImportMediaList: lists.ImportMediaListPayload,
  ToggleFavourite: lists.ToggleFavouritePayload,
  UpdateFavouriteOrder: lists.UpdateFavouriteOrderPayload,
  // Accounts
  UpdateUser: users.UpdateUserPayload,
  UpdateUserProfile: users.UpdateUserProfilePayload,
  ChangeUserName: users.ChangeUserNamePayload,
  DeleteCustomList: users.DeleteCustomListPayload,
  SetModeratorRoles: users.SetModeratorRolesPayload,
  SetDonatorTier: users.SetDonatorTierPayload,
  // Catalogue
  AddMedia: catalogue.AddMediaPayload,
  UpdateMedia: catalogue.UpdateMediaPayload,
  ImportMediaStatistics: catalogue.ImportMediaStatisticsPayload,
  SubmitMediaEdit: catalogue.SubmitMediaEditPayload,
  SubmitNewMedia: catalogue.SubmitNewMediaPayload,
  AcceptMediaSubmission: catalogue.AcceptMediaSubmissionPayload,
  RejectMediaSubmission: catalogue.RejectMediaSubmissionPayload,
  DeleteMedia: catalogue.DeleteMediaPayload,
  MergeMedia: catalogue.MergeMediaPayload,
  AddCharacter: catalogue.AddCharacterPayload,
  UpdateCharacter: catalogue.UpdateCharacterPayload,
  SubmitCharacterEdit: catalogue.SubmitCharacterEditPayload,
  AcceptCharacterSubmission: catalogue.AcceptCharacterSubmissionPayload,
  RejectCharacterSubmission: catalogue.RejectCharacterSubmissionPayload,
  AddStaff: catalogue.AddStaffPayload,
  UpdateStaff: catalogue.UpdateStaffPayload,
  SubmitStaffEdit: catalogue.SubmitStaffEditPayload,
  AcceptStaffSubmission: catalogue.AcceptStaffSubmissionPayload,
  RejectStaffSubmission: catalogue.RejectStaffSubmissionPayload,
  AddStudio: catalogue.AddStudioPayload,
  UpdateStudio: catalogue.UpdateStudioPayload,
  // Tags
  CreateMediaTag: tags.CreateMediaTagPayload,
  SubmitMediaTag: tags.SubmitMediaTagPayload,
  AcceptMediaTagSubmission: tags.AcceptMediaTagSubmissionPayload,
  DenyMediaTagSubmission: tags.DenyMediaTagSubmissionPayload,
  SaveMediaTagVote: tags.SaveMediaTagVotePayload,
  AddMediaTag: tags.AddMediaTagPayload,
  AcceptMediaTagProposal: tags.AcceptMediaTagProposalPayload,
  DenyMediaTagProposal: tags.DenyMediaTagProposalPayload,
  UpdateMediaTag: tags.UpdateMediaTagPayload,
  DeleteMediaTag: tags.DeleteMediaTagPayload,
  // Activities, the social graph, notifications, airing
  SaveTextActivity: social.SaveTextActivityPayload,
  SaveMessageActivity: social.SaveMessageActivityPayload,
  DeleteActivity: social.ActivityTargetPayload,
  ToggleActivityLike: social.ActivityTargetPayload,
  ToggleActivitySubscription: social.ToggleActivitySubscriptionPayload,
  ToggleActivityPin: social.ToggleActivityPinPayload,
  LockActivity: social.LockActivityPayload,
  SaveActivityReply: social.SaveActivityReplyPayload,
  DeleteActivityReply: social.ReplyTargetPayload,
  ToggleActivityReplyLike: social.ReplyTargetPayload,
  ToggleFollow: social.SocialGraphPayload,
  ToggleUserBlock: social.SocialGraphPayload,
  ResetNotificationCount: social.ResetNotificationCountPayload,
  RecordEpisodeAired: social.RecordEpisodeAiredPayload,
  // Reviews and recommendations
  SaveReview: reviews.SaveReviewPayload,
  DeleteReview: reviews.ReviewTargetPayload,
  RateReview: reviews.RateReviewPayload,
  SaveRecommendation: reviews.SaveRecommendationPayload,
  DeleteRecommendation: reviews.DeleteRecommendationPayload,
  // Forum
  SaveThread: forum.SaveThreadPayload,
  DeleteThread: forum.ThreadTargetPayload,
  ToggleThreadLike: forum.ThreadTargetPayload,
  ToggleThreadSubscription: forum.ToggleThreadSubscriptionPayload,
  SaveThreadComment: forum.SaveThreadCommentPayload,
  DeleteThreadComment: forum.CommentTargetPayload,
  ToggleThreadCommentLike: forum.CommentTargetPayload,
  RecordThreadViews: forum.RecordThreadViewsPayload,
  // Member moderation
  CreateUserReport: moderation.CreateUserReportPayload,
  ResolveReport: moderation.ResolveReportPayload,
  SaveModNote: moderation.SaveModNotePayload,
  BanUser: moderation.BanUserPayload,
  UnbanUser: moderation.UnbanUserPayload,
  // The site's announcement
  PublishAnnouncement: announcements.PublishAnnouncementPayload,
  WithdrawAnnouncement: announcements.WithdrawAnnouncementPayload,
} as const;

export type CommandName = keyof typeof COMMAND_PAYLOADS;
/** What a sender puts on the wire: defaults not yet applied, optional fields optional. */
export type CommandInput<N extends CommandName> = z.input<(typeof COMMAND_PAYLOADS)[N]>;
/** What the command-service's decide sees once the schema has parsed the input. */
export type CommandPayload<N extends CommandName> = z.output<(typeof COMMAND_PAYLOADS)[N]>;
