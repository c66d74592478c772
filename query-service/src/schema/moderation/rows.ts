// Rows of the mod-actions read model (projection-service/src/projections/modactions).
export type { ModActionRow } from '../../../../projection-service/src/projections/modactions/rows.ts';
export type { BanRow, ModNoteRow, ReportRow } from '../../../../projection-service/src/projections/moderation/rows.ts';
