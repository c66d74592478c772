-- The site's announcements (HOME-18), one row each as last published; a withdrawn one is removed.
CREATE TABLE announcements (
  id integer PRIMARY KEY,
  message text NOT NULL,
  forum_path text,
  starts_at integer NOT NULL,
  expires_at integer,
  published_at integer NOT NULL,
  updated_at integer NOT NULL
);
-- The one in force: started, not expired, the latest start first.
CREATE INDEX announcements_starts ON announcements (starts_at DESC, id DESC);
