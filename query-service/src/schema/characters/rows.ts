export type { CharacterRow } from '@tsuzuki/projection-service/rows/characters';
