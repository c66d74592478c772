import type { Actor, MediaFields } from '@tsuzuki/events';

// What the people of a CommandWorld do (worldMembers.ts, worldCommunity.ts), each with how often (its weight).
// Targets are picked among what exists, with an actor that is sometimes not allowed to: the deciders refuse those,
// as they would on the site.

export interface WorldAction {
  weight: number;
  run(): Promise<void>;
}

export const act = (weight: number, run: () => Promise<void> | undefined): WorldAction => ({ weight, run: async () => run() });

export const SYSTEM: Actor = { kind: 'system' };
/** The tags of the world's catalogue, by id - 1. */
export const TAG_NAMES = ['Time Skip', 'Found Family', 'Iyashikei'];
/** Donators may pin an activity. */
export const DONATORS = [4, 5];

/**
 * A media's characters, staff and studios, chosen by a number: characters 1-4 (there is no character 4: an edge to
 * someone not in the catalogue) in some order and roles, voice actors among staff 1-3 (staff 3 speaks English once
 * setup renamed it), staff 1-3 with one holding two roles, studios 1-3 and the missing 4. The media page's read model
 * (ADR 64) is built from these.
 */
export function castOf(n: number): MediaCast {
  const roles = ['MAIN', 'SUPPORTING', 'BACKGROUND'] as const;
  const characters = [1, 2, 3, 4]
    .filter((id) => (n + id) % 5 !== 0)
    .map((id, i) => ({
      characterId: id,
      role: roles[(n + i) % 3]!,
      voiceActors: [3, 1, 2]
        .filter((staffId) => (n + id + staffId) % 3 !== 0)
        .map((staffId) => ({ staffId, roleNotes: staffId === 3 ? 'Dub' : null, dubGroup: (n + staffId) % 2 ? 'Studio Dub' : null })),
    }));
  if (n % 2) characters.reverse();
  const staff = [
    { staffId: 1 + (n % 3), role: 'Director' },
    { staffId: 2, role: 'Original Creator' },
    { staffId: 2, role: n % 2 ? 'Script' : 'Storyboard' },
    { staffId: 4, role: 'Music' },
  ];
  const studios = [
    { studioId: 1 + (n % 3), isMain: true },
    { studioId: 4, isMain: false },
    { studioId: 1 + ((n + 1) % 3), isMain: n % 2 === 0 },
  ];
  return { characters, staff, studios };
}
type MediaCast = Pick<MediaFields, 'characters' | 'staff' | 'studios'>;
