// Rows of rm_tags, as this projection writes them and the query-service reads them.

/** A row of rm_tags.tags. */
export interface TagRow {
  id: number;
  name: string;
  description: string | null;
  category: string | null;
  is_general_spoiler: boolean;
  is_adult: boolean;
  created_at: number;
}

/** A row of rm_tags.media_tag_votes. */
export interface TagVoteRow {
  media_id: number;
  tag_id: number;
  user_id: number;
  vote: number;
  created_at: number;
}

/** A row of rm_tags.tag_submissions. */
export interface TagSubmissionRow {
  id: number;
  name: string;
  description: string | null;
  is_adult: boolean;
  media_id: number;
  is_media_spoiler: boolean;
  user_id: number;
  status: 'PENDING' | 'ACCEPTED' | 'DENIED';
  reason: string | null;
  moderator_id: number | null;
  created_at: number;
  reviewed_at: number | null;
}

/** A row of rm_tags.media_tag_proposals: a member's proposal of a known tag for a media (ADR 67). */
export interface MediaTagProposalRow {
  id: number;
  media_id: number;
  tag_id: number;
  user_id: number;
  is_media_spoiler: boolean;
  status: 'PENDING' | 'ACCEPTED' | 'DENIED';
  reason: string | null;
  moderator_id: number | null;
  created_at: number;
  reviewed_at: number | null;
}
