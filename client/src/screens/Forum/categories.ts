import { THREAD_CATEGORIES } from '@tsuzuki/events/catalogue/forum';

// The forum's categories, AniList's ids, defined once for the whole site (events/src/catalogue/forum.ts).
export { THREAD_CATEGORIES };

export type ThreadCategory = (typeof THREAD_CATEGORIES)[number];

export const categoryName = (id: number): string | null => THREAD_CATEGORIES.find((c) => c.id === id)?.name ?? null;

/** Site Announcements takes threads from community moderators only (a thread that already has it keeps it). */
export const isModeratedCategory = (category: ThreadCategory): boolean => 'moderated' in category && category.moderated === true;
