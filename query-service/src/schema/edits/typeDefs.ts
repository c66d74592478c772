// Data edits and submissions (issue 12, ADR 22). AniList keeps these on its internal page (InternalPage); here they
// are on Page, in its shapes (MediaSubmission, CharacterSubmission, StaffSubmission, RevisionHistory) with the site's
// own fields beside them: the field-by-field diff, the decision's fields and time. Who sees what: a moderator every
// submission, a member their own, a guest none (an empty list, not an error); the revision history is public.
export const editTypeDefs = /* GraphQL */ `
  extend type Page {
    "Media submissions, newest first unless sort says ID; moderators see every one, a member their own"
    mediaSubmissions(
      mediaId: Int, submissionId: Int, userId: Int, assigneeId: Int, status: SubmissionStatus, type: MediaType, sort: [SubmissionSort]
    ): [MediaSubmission]
    characterSubmissions(characterId: Int, submissionId: Int, userId: Int, assigneeId: Int, status: SubmissionStatus, sort: [SubmissionSort]): [CharacterSubmission]
    staffSubmissions(staffId: Int, submissionId: Int, userId: Int, assigneeId: Int, status: SubmissionStatus, sort: [SubmissionSort]): [StaffSubmission]
    "Applied changes of the catalogue, newest first: who changed what and when, with the diff"
    revisionHistory(userId: Int, mediaId: Int, characterId: Int, staffId: Int, studioId: Int): [RevisionHistory]
  }

  extend union NotificationUnion = MediaDataChangeNotification | MediaMergeNotification | MediaDeletionNotification

  type MediaDataChangeNotification {
    id: Int!
    type: NotificationType
    mediaId: Int!
    context: String
    reason: String
    createdAt: Int
    media: Media
  }

  type MediaMergeNotification {
    id: Int!
    type: NotificationType
    "The media the titles were merged into"
    mediaId: Int!
    deletedMediaTitles: [String]
    context: String
    reason: String
    createdAt: Int
    media: Media
  }

  type MediaDeletionNotification {
    id: Int!
    type: NotificationType
    deletedMediaTitle: String
    context: String
    reason: String
    createdAt: Int
  }

  enum SubmissionStatus { PENDING REJECTED PARTIALLY_ACCEPTED ACCEPTED }
  enum SubmissionSort { ID ID_DESC }
  enum RevisionHistoryAction { CREATE EDIT DELETE MERGE }

  "One changed field: what it held before and after (null before: unknown, or the field was new)"
  type FieldChange {
    field: String!
    before: Json
    after: Json
  }

  type MediaSubmission {
    id: Int!
    submitter: User
    "The data moderator who decided it"
    assignee: User
    status: SubmissionStatus
    "The deciding moderator's notes"
    notes: String
    "The submitter's source or explanation"
    source: String
    "The names of the fields it changes"
    changes: [String]
    locked: Boolean
    "The media as it is now (null for a new entry not accepted, or a media deleted since)"
    media: Media
    createdAt: Int
    mediaId: Int
    type: MediaType
    isNew: Boolean
    "The proposed romaji title, else the media's"
    title: String
    fieldChanges: [FieldChange]
    acceptedFields: [String]
    decidedAt: Int
  }

  type CharacterSubmission {
    id: Int!
    character: Character
    submitter: User
    assignee: User
    status: SubmissionStatus
    notes: String
    source: String
    locked: Boolean
    createdAt: Int
    characterId: Int
    changes: [String]
    fieldChanges: [FieldChange]
    acceptedFields: [String]
    decidedAt: Int
  }

  type StaffSubmission {
    id: Int!
    staff: Staff
    submitter: User
    assignee: User
    status: SubmissionStatus
    notes: String
    source: String
    locked: Boolean
    createdAt: Int
    staffId: Int
    changes: [String]
    fieldChanges: [FieldChange]
    acceptedFields: [String]
    decidedAt: Int
  }

  type RevisionHistory {
    id: Int!
    action: RevisionHistoryAction
    "The diff as JSON: [{ field, before, after }]"
    changes: Json
    "Who changed it: the submitter of an accepted submission, else the editor (null: an importer)"
    user: User
    "Who applied it"
    moderator: User
    media: Media
    character: Character
    staff: Staff
    studio: Studio
    createdAt: Int
    objectType: String
    objectId: Int
    reason: String
    submissionId: Int
    fieldChanges: [FieldChange]
  }
`;

/** The editable media fields as arguments, shared by a direct edit and a submission. */
const MEDIA_EDIT_ARGS = `
  title: MediaTitleInput, synonyms: [String], description: String, format: MediaFormat, status: MediaStatus, source: MediaSource,
  countryOfOrigin: CountryCode, isAdult: Boolean, startDate: FuzzyDateInput, endDate: FuzzyDateInput, season: MediaSeason,
  seasonYear: Int, episodes: Int, duration: Int, chapters: Int, volumes: Int, genres: [String], hashtag: String,
  "The cover's URL (every size)"
  coverImage: String, bannerImage: String, externalLinks: [MediaExternalLinkInput]`;

const CHARACTER_EDIT_ARGS = `
  name: CharacterNameInput, "The image's URL" image: String, description: String, gender: String, dateOfBirth: FuzzyDateInput,
  age: String, bloodType: String`;

const STAFF_EDIT_ARGS = `
  name: StaffNameInput, languageV2: String, "The image's URL" image: String, description: String, primaryOccupations: [String],
  gender: String, dateOfBirth: FuzzyDateInput, dateOfDeath: FuzzyDateInput, age: Int, yearsActive: [Int], homeTown: String,
  bloodType: String`;

/** Mutations run on the internal schema (spec §7). */
export const editAdminTypeDefs = /* GraphQL */ `
  input MediaExternalLinkInput {
    "The link's id; none for a new link"
    id: Int
    url: String!
    site: String!
    type: ExternalLinkType
    language: String
    notes: String
  }

  input CharacterNameInput {
    first: String
    middle: String
    last: String
    "The full name; built from the parts when not given"
    full: String
    native: String
    alternative: [String]
    alternativeSpoiler: [String]
  }

  input StaffNameInput {
    first: String
    middle: String
    last: String
    full: String
    native: String
    alternative: [String]
  }

  union SubmissionUnion = MediaSubmission | CharacterSubmission | StaffSubmission

  extend type Mutation {
    "A member's proposed changes to a media (mediaId), or a new media (no mediaId, with its type); notes: the source"
    SubmitMediaEdit(mediaId: Int, type: MediaType, notes: String, ${MEDIA_EDIT_ARGS}): MediaSubmission
    SubmitCharacterEdit(characterId: Int!, notes: String, ${CHARACTER_EDIT_ARGS}): CharacterSubmission
    SubmitStaffEdit(staffId: Int!, notes: String, ${STAFF_EDIT_ARGS}): StaffSubmission
    "Data moderators: accept a submission, or only the named fields of it; reason (media) tells the members who list it"
    AcceptSubmission(id: Int!, fields: [String], notes: String, reason: String): SubmissionUnion
    "Data moderators: reject a submission with notes for its submitter"
    RejectSubmission(id: Int!, notes: String): SubmissionUnion
    "Data moderators: a direct edit of a character; reason is kept in the history"
    UpdateCharacter(id: Int!, reason: String, ${CHARACTER_EDIT_ARGS}): Character
    UpdateStaff(id: Int!, reason: String, ${STAFF_EDIT_ARGS}): Staff
    UpdateStudio(id: Int!, name: String, isAnimationStudio: Boolean, reason: String): Studio
    "Lead data moderators and admins: take a media off the site (members who list it are told)"
    DeleteMedia(id: Int!, reason: String): Deleted
    "Lead data moderators and admins: fold a duplicate into another media of its type"
    MergeMedia(id: Int!, intoId: Int!, reason: String): Media
  }
`;
