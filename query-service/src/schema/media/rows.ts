// The media read model's row, declared once by the media projection.
export type { MediaRow } from '@tsuzuki/projection-service/rows/media';
