// Rows of the social read models, declared once by their projections (activities, notifications).
export type { ActivityRow, ActivityType, ReplyRow } from '@tsuzuki/projection-service/rows/activities';
export type { NotificationRow } from '@tsuzuki/projection-service/rows/notifications';
