// Rows of the moderation read models, declared once by their projections (modactions, moderation).
export type { ModActionRow } from '@tsuzuki/projection-service/rows/modactions';
export type { BanRow, ModNoteRow, ReportRow } from '@tsuzuki/projection-service/rows/moderation';
