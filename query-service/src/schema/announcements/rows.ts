/** A row of rm_announcements.announcements. */
export interface AnnouncementRow {
  id: number;
  message: string;
  forum_path: string | null;
  starts_at: number;
  expires_at: number | null;
  published_at: number;
  updated_at: number;
}
