import { z } from 'zod';
import { defineEvent } from './define.ts';
import { ExternalLink, MediaFields } from './media.ts';
import { CharacterEditable, StaffEditable, StudioEditable } from './people.ts';
import { Id, NO_DATE } from './shapes.ts';
import { MEDIA_TYPES } from './vocabulary.ts';

// Data edits and submissions (issue 12, ADR 22). Members propose changes to a media, character or staff member (or a
// new media); data moderators accept them, in full or in part, or reject them with notes, and may edit directly.
// A submission lives in the stream of what it is about (`media-<id>`, also for a new media, whose id is drawn when
// it is submitted), so that accepting it and applying its change are one append to one stream. Every change that
// is applied carries what the fields held before it: with `changes` it is the field-by-field diff the revision
// history shows.

/** A reason a data moderator gives for a change; when given, members with the media on their list are told. */
export const EditReason = z.string().trim().max(500).nullable();
/** The submitter's source or explanation, or a moderator's notes on a decision. */
export const SubmissionNotes = z.string().trim().max(2000).nullable();

export const SUBMISSION_OBJECT_TYPES = ['MEDIA', 'CHARACTER', 'STAFF'] as const;
export type SubmissionObjectType = (typeof SUBMISSION_OBJECT_TYPES)[number];
/** AniList's SubmissionStatus. */
export const SUBMISSION_STATUSES = ['PENDING', 'REJECTED', 'PARTIALLY_ACCEPTED', 'ACCEPTED'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** The media fields a member may propose a change to; the flags (locked, blocked...) stay with data moderators. */
export const MEDIA_SUBMITTABLE_FIELDS = [
  'title',
  'synonyms',
  'description',
  'format',
  'status',
  'source',
  'countryOfOrigin',
  'isAdult',
  'startDate',
  'endDate',
  'season',
  'seasonYear',
  'episodes',
  'duration',
  'chapters',
  'volumes',
  'genres',
  'hashtag',
  'coverImage',
  'bannerImage',
  'externalLinks',
] as const satisfies readonly (keyof MediaFields)[];
export type MediaSubmittableField = (typeof MEDIA_SUBMITTABLE_FIELDS)[number];

/** An external link as an editor gives it: a new one has no id yet (the media's aggregate gives it one). */
export const ExternalLinkInput = ExternalLink.extend({ id: Id.nullable() });
export type ExternalLinkInput = z.infer<typeof ExternalLinkInput>;

const mask = Object.fromEntries(MEDIA_SUBMITTABLE_FIELDS.map((f) => [f, true])) as { [K in MediaSubmittableField]: true };
/** A media's submittable fields, with links whose ids may be missing. */
export const MediaSubmittable = MediaFields.pick(mask).extend({ externalLinks: z.array(ExternalLinkInput).max(100) });
export type MediaSubmittable = z.infer<typeof MediaSubmittable>;

/** A change of a media's fields as an editor sends it: any field, links possibly without ids. */
export const MediaEditChanges = MediaFields.partial().extend({ externalLinks: z.array(ExternalLinkInput).max(100).optional() });
export type MediaEditChanges = z.infer<typeof MediaEditChanges>;

const nonEmpty = (c: object) => Object.keys(c).length > 0;
const atLeastOne = 'at least one field must change';

/** Several fields of a character corrected; `before` holds what they were (the diff of the revision history). */
export const CharacterUpdated = defineEvent(
  'CharacterUpdated',
  1,
  ['characters', 'search', 'edits', 'mediapages'],
  z.object({
    characterId: Id,
    changes: CharacterEditable.partial().refine(nonEmpty, atLeastOne),
    before: CharacterEditable.partial(),
    reason: EditReason,
    /** The accepted submission the change comes from; null for a moderator's own edit. */
    submissionId: Id.nullable(),
  }),
);

export const StaffUpdated = defineEvent(
  'StaffUpdated',
  1,
  ['staff', 'search', 'edits', 'mediapages'],
  z.object({
    staffId: Id,
    changes: StaffEditable.partial().refine(nonEmpty, atLeastOne),
    before: StaffEditable.partial(),
    reason: EditReason,
    submissionId: Id.nullable(),
  }),
);

export const StudioUpdated = defineEvent(
  'StudioUpdated',
  1,
  ['studios', 'search', 'edits', 'mediapages'],
  z.object({
    studioId: Id,
    changes: StudioEditable.partial().refine(nonEmpty, atLeastOne),
    before: StudioEditable.partial(),
    reason: EditReason,
  }),
);

/** A media taken off the site; members who had it on their list are told its title (MEDIA_DELETION). */
export const MediaDeleted = defineEvent(
  'MediaDeleted',
  1,
  ['media', 'genres', 'search', 'notifications', 'edits', 'sitestats', 'mediapages'],
  z.object({
    mediaId: Id,
    /** Its romaji title when it was deleted: the notification names what is gone. */
    title: z.string().max(500),
    reason: EditReason,
  }),
);

/** A duplicate folded into another media and taken off the site (MEDIA_MERGE to those who listed the duplicate). */
export const MediaMerged = defineEvent(
  'MediaMerged',
  1,
  ['media', 'genres', 'search', 'notifications', 'edits', 'sitestats', 'mediapages'],
  z.object({
    mediaId: Id,
    intoMediaId: Id,
    title: z.string().max(500),
    reason: EditReason,
  }),
);

const submission = { submissionId: Id, userId: Id, source: SubmissionNotes };

/**
 * A member's proposal, in the stream of what it is about. `changes` are the fields to change (for a new media, the
 * fields it starts with); `before` what those fields held when it was submitted (what the reviewer compares with).
 */
export const SubmissionCreated = defineEvent(
  'SubmissionCreated',
  1,
  ['edits'],
  z.discriminatedUnion('objectType', [
    z.object({
      ...submission,
      objectType: z.literal('MEDIA'),
      objectId: Id,
      mediaType: z.enum(MEDIA_TYPES),
      isNew: z.boolean(),
      changes: MediaSubmittable.partial().refine(nonEmpty, atLeastOne),
      before: MediaSubmittable.partial(),
    }),
    z.object({
      ...submission,
      objectType: z.literal('CHARACTER'),
      objectId: Id,
      mediaType: z.null(),
      isNew: z.literal(false),
      changes: CharacterEditable.partial().refine(nonEmpty, atLeastOne),
      before: CharacterEditable.partial(),
    }),
    z.object({
      ...submission,
      objectType: z.literal('STAFF'),
      objectId: Id,
      mediaType: z.null(),
      isNew: z.literal(false),
      changes: StaffEditable.partial().refine(nonEmpty, atLeastOne),
      before: StaffEditable.partial(),
    }),
  ]),
);

const decision = {
  submissionId: Id,
  objectType: z.enum(SUBMISSION_OBJECT_TYPES),
  objectId: Id,
  /** The submitter. */
  userId: Id,
  /** The data moderator who decided; null for the system. */
  moderatorId: Id.nullable(),
  notes: SubmissionNotes,
};

/**
 * A data moderator accepted the submission, all of it or only `fields` (PARTIALLY_ACCEPTED). The change itself is
 * the MediaUpdated / MediaAdded (CharacterUpdated, StaffUpdated) appended just before it, naming this submission.
 */
export const SubmissionAccepted = defineEvent(
  'SubmissionAccepted',
  1,
  ['edits'],
  z.object({
    ...decision,
    status: z.enum(['ACCEPTED', 'PARTIALLY_ACCEPTED']),
    fields: z.array(z.string().max(50)).max(50),
  }),
);

export const SubmissionRejected = defineEvent('SubmissionRejected', 1, ['edits'], z.object(decision));

/** One changed field of a revision: what it held before and what it holds after. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The order fields are listed in (stored JSON keeps no order): the catalogue's own, then any other by name. */
const FIELD_ORDER = [
  ...Object.keys(MediaFields.shape),
  ...Object.keys(CharacterEditable.shape),
  ...Object.keys(StaffEditable.shape),
  ...Object.keys(StudioEditable.shape),
].filter((f, i, all) => all.indexOf(f) === i);
const rank = (field: string) => {
  const i = FIELD_ORDER.indexOf(field);
  return i < 0 ? FIELD_ORDER.length : i;
};

/** The field-by-field diff of a change: every field in `changes`, with its value in `before`, in the catalogue's order. */
export function fieldChanges(
  changes: Readonly<Record<string, unknown>>,
  before: Readonly<Record<string, unknown>> | null | undefined,
): FieldChange[] {
  return Object.entries(changes)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([field, after]) => ({ field, before: before && Object.hasOwn(before, field) ? before[field] : null, after }));
}

/** What a new media holds before a submission's fields are applied: nothing but the defaults of a new entry. */
export function emptyMediaFields(): MediaFields {
  return {
    title: { romaji: '', english: null, native: null },
    synonyms: [],
    description: null,
    format: null,
    status: null,
    source: null,
    countryOfOrigin: null,
    isAdult: false,
    isLicensed: true,
    isLocked: false,
    isFavouriteBlocked: false,
    isRecommendationBlocked: false,
    isReviewBlocked: false,
    startDate: NO_DATE,
    endDate: NO_DATE,
    season: null,
    seasonYear: null,
    episodes: null,
    duration: null,
    chapters: null,
    volumes: null,
    genres: [],
    hashtag: null,
    coverImage: { extraLarge: null, large: null, medium: null, color: null },
    bannerImage: null,
    trailer: null,
    tags: [],
    studios: [],
    relations: [],
    characters: [],
    staff: [],
    externalLinks: [],
    streamingEpisodes: [],
    airingSchedule: [],
  };
}
