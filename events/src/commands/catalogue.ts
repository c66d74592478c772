// The payloads of catalogue commands: media, characters, staff, studios (command-service/src/catalogue).
import { z } from 'zod';
import {
  CharacterAdded,
  CharacterEditable,
  EditReason,
  Id,
  MEDIA_TYPES,
  MediaAdded,
  MediaEditChanges,
  MediaStatisticsImported,
  MediaSubmittable,
  StaffAdded,
  StaffEditable,
  StudioAdded,
  StudioEditable,
  SubmissionNotes,
} from '../catalogue/index.ts';

const nonEmpty = (c: object) => Object.keys(c).length > 0;
const NOTHING_CHANGES = 'at least one field must change';
/** Which fields of a submission a moderator accepts (PARTIALLY_ACCEPTED when not all); absent: all of them. */
const acceptedFields = z.array(z.string().max(50)).max(50).nullish();

// Payloads of the Add commands are the event data; the id may be left to the command-service.
export const AddMediaPayload = MediaAdded.schema.omit({ submissionId: true }).extend({ mediaId: Id.optional() });
/** A direct edit: any field (links without ids are new), and a reason that tells members who list the media. */
export const UpdateMediaPayload = z.object({
  mediaId: Id,
  changes: MediaEditChanges.refine(nonEmpty, NOTHING_CHANGES),
  reason: EditReason.optional(),
});
export const ImportMediaStatisticsPayload = MediaStatisticsImported.schema;
/** A member's proposed changes to a media (issue 12): the submittable fields only. */
export const SubmitMediaEditPayload = z.object({ mediaId: Id, changes: MediaSubmittable.partial(), source: SubmissionNotes.optional() });
/** A member's new media; its id is drawn by the command-service. */
export const SubmitNewMediaPayload = z.object({
  type: z.enum(MEDIA_TYPES),
  changes: MediaSubmittable.partial(),
  source: SubmissionNotes.optional(),
});
export const AcceptMediaSubmissionPayload = z.object({
  mediaId: Id,
  submissionId: Id,
  fields: acceptedFields,
  notes: SubmissionNotes.optional(),
  reason: EditReason.optional(),
});
export const RejectMediaSubmissionPayload = z.object({ mediaId: Id, submissionId: Id, notes: SubmissionNotes.optional() });
export const DeleteMediaPayload = z.object({ mediaId: Id, reason: EditReason.optional() });
export const MergeMediaPayload = z.object({ mediaId: Id, intoMediaId: Id, reason: EditReason.optional() });

export const AddCharacterPayload = CharacterAdded.schema.extend({ characterId: Id.optional() });
export const UpdateCharacterPayload = z.object({
  characterId: Id,
  changes: CharacterEditable.partial().refine(nonEmpty, NOTHING_CHANGES),
  reason: EditReason.optional(),
});
export const SubmitCharacterEditPayload = z.object({
  characterId: Id,
  changes: CharacterEditable.partial(),
  source: SubmissionNotes.optional(),
});
export const AcceptCharacterSubmissionPayload = z.object({
  characterId: Id,
  submissionId: Id,
  fields: acceptedFields,
  notes: SubmissionNotes.optional(),
});
export const RejectCharacterSubmissionPayload = z.object({ characterId: Id, submissionId: Id, notes: SubmissionNotes.optional() });

export const AddStaffPayload = StaffAdded.schema.extend({ staffId: Id.optional() });
export const UpdateStaffPayload = z.object({
  staffId: Id,
  changes: StaffEditable.partial().refine(nonEmpty, NOTHING_CHANGES),
  reason: EditReason.optional(),
});
export const SubmitStaffEditPayload = z.object({ staffId: Id, changes: StaffEditable.partial(), source: SubmissionNotes.optional() });
export const AcceptStaffSubmissionPayload = z.object({
  staffId: Id,
  submissionId: Id,
  fields: acceptedFields,
  notes: SubmissionNotes.optional(),
});
export const RejectStaffSubmissionPayload = z.object({ staffId: Id, submissionId: Id, notes: SubmissionNotes.optional() });

export const AddStudioPayload = StudioAdded.schema.extend({ studioId: Id.optional() });
/** Studios are edited by data moderators only (social §2: /edit/studio is guarded like the dashboard). */
export const UpdateStudioPayload = z.object({
  studioId: Id,
  changes: StudioEditable.partial().refine(nonEmpty, NOTHING_CHANGES),
  reason: EditReason.optional(),
});
