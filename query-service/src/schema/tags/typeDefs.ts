// Tags (core §3, §5-§8; ADR 20). MediaTag is AniList's; on Media.tags it is the tag as that media has it. The
// mutations follow the names and arguments the spec gives (core §7); their answers are the site's own types where
// AniList's public schema has none.
export const tagTypeDefs = /* GraphQL */ `
  extend type Query {
    "status is accepted for compatibility; only approved tags are listed (submissions: MediaTagSubmissions)"
    MediaTagCollection(status: Int): [MediaTag]
    "New tags waiting for review (or reviewed): data moderators see every one, a member their own, a guest none"
    MediaTagSubmissions(mediaId: Int, status: MediaTagSubmissionStatus, page: Int, perPage: Int): [MediaTagSubmission]
    "Known tags members proposed for a media (AddMediaTag), waiting for review or reviewed: data moderators see every one, a member their own, a guest none"
    MediaTagProposals(mediaId: Int, status: MediaTagSubmissionStatus, page: Int, perPage: Int): [MediaTagProposal]
  }

  type MediaTag {
    id: Int!
    name: String!
    description: String
    category: String
    "Relevance of the tag to the media, 0-100 (only on Media.tags): its starting rank and the members' votes, averaged"
    rank: Int
    isGeneralSpoiler: Boolean
    isMediaSpoiler: Boolean
    isAdult: Boolean
    "Who put the tag on the media (only on Media.tags, for data moderators)"
    userId: Int
    "Who put the tag on the media (only on Media.tags, for data moderators)"
    user: User
    "The viewer's vote on the tag for this media, 0 (Not Relevant) to 5 (Main Theme) (only on Media.tags)"
    userVote: Int
  }

  "A member's vote on a media's tag, and the tag's rank after it"
  type MediaTagVote {
    mediaId: Int!
    tagId: Int!
    vote: Int
    rank: Int
    tag: MediaTag
  }

  enum MediaTagSubmissionStatus {
    PENDING
    ACCEPTED
    DENIED
  }

  "A new tag a member proposed for a media"
  type MediaTagSubmission {
    id: Int!
    name: String!
    description: String
    isAdult: Boolean
    isMediaSpoiler: Boolean
    status: MediaTagSubmissionStatus
    "The data moderator's reason for a denial"
    reason: String
    mediaId: Int
    media: Media
    userId: Int
    user: User
    createdAt: Int
  }

  "A known tag a member proposed for a media (AddMediaTag): on the media once a data moderator accepted it"
  type MediaTagProposal {
    id: Int!
    mediaId: Int
    media: Media
    tagId: Int
    "The tag as the known tag list has it"
    tag: MediaTag
    isMediaSpoiler: Boolean
    status: MediaTagSubmissionStatus
    "The data moderator's reason for a denial"
    reason: String
    userId: Int
    user: User
    createdAt: Int
  }

  extend type Mutation {
    "A member's vote on a tag of a media, 0 (Not Relevant) to 5 (Main Theme); answers with the tag's new rank"
    SaveMediaTagVote(mediaId: Int, tagId: Int, vote: Int): MediaTagVote
    "Proposes a known tag (by name) for a media; it waits for a data moderator (a data moderator's goes on at once). description is accepted for compatibility"
    AddMediaTag(mediaId: Int, name: String, description: String, isMediaSpoiler: Boolean): MediaTagProposal
    "Submits a new tag for a media; it waits for a data moderator"
    CreateMediaTag(mediaId: Int, name: String, description: String, isMediaSpoiler: Boolean, isAdult: Boolean): MediaTagSubmission
    "Data moderators: a tag's spoiler flag for one media"
    UpdateMediaTag(mediaId: Int, tagId: Int, isMediaSpoiler: Boolean): MediaTag
    "Data moderators: takes a tag off a media"
    DeleteMediaTag(mediaId: Int, tagId: Int): Deleted
    "Data moderators: accepts a submission; the tag becomes known and goes on the media"
    AcceptMediaTagSubmission(id: Int, category: String, description: String, isGeneralSpoiler: Boolean): MediaTagSubmission
    "Data moderators: denies a submission with a reason its submitter and later submitters of the name are told"
    DenyMediaTagSubmission(id: Int, reason: String): MediaTagSubmission
    "Data moderators: accepts a member's proposal of a known tag; it goes on the media"
    AcceptMediaTagProposal(id: Int): MediaTagProposal
    "Data moderators: denies a proposal with a reason; the tag cannot be proposed for that media again"
    DenyMediaTagProposal(id: Int, reason: String): MediaTagProposal
  }
`;
