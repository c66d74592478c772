import type { Projection } from '../framework/projection.ts';
import { activities } from './activities/index.ts';
import { announcements } from './announcements/index.ts';
import { characters } from './characters/index.ts';
import { edits } from './edits/index.ts';
import { favourites } from './favourites/index.ts';
import { forum } from './forum/index.ts';
import { genres } from './genres/index.ts';
import { lists } from './lists/index.ts';
import { media } from './media/index.ts';
import { mediastats } from './mediastats/index.ts';
import { mediapages } from './mediapages/index.ts';
import { modActions } from './modactions/index.ts';
import { moderation } from './moderation/index.ts';
import { notifications } from './notifications/index.ts';
import { rankings } from './rankings/index.ts';
import { recommendations } from './recommendations/index.ts';
import { reviews } from './reviews/index.ts';
import { search } from './search/index.ts';
import { sitestats } from './sitestats/index.ts';
import { social } from './social/index.ts';
import { staff } from './staff/index.ts';
import { studios } from './studios/index.ts';
import { tags } from './tags/index.ts';
import { trends } from './trends/index.ts';
import { users } from './users/index.ts';

/** Every read model, in the order of PROJECTIONS (@tsuzuki/events). */
export const projections: readonly Projection[] = [
  media,
  characters,
  staff,
  studios,
  tags,
  genres,
  search,
  users,
  rankings,
  trends,
  lists,
  favourites,
  activities,
  social,
  notifications,
  reviews,
  recommendations,
  forum,
  modActions,
  moderation,
  edits,
  sitestats,
  mediastats,
  announcements,
  mediapages,
];

export function projectionByName(name: string): Projection | undefined {
  return projections.find((p) => p.name === name);
}
