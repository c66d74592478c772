import { ANNOUNCEMENT_MESSAGES, type DomainEvent } from '@tsuzuki/events';
import { NotFoundError, ValidationError } from '../errors.ts';
import type { Decider } from '../framework/command.ts';
import type { AnnouncementCommand, PublishAnnouncement, WithdrawAnnouncement } from './commands.ts';
import { evolveAnnouncement, initialAnnouncementState, type AnnouncementState } from './announcement.ts';

/** Unix seconds of the command's moment: a start left out is now. */
const secondsOf = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/**
 * A new announcement (a fresh id) or a change to a published one: the whole announcement as it now stands. Publishing
 * the same again records nothing; a withdrawn one stays withdrawn.
 */
export function publishAnnouncement(command: PublishAnnouncement, state: AnnouncementState): DomainEvent[] {
  const given = command.payload.announcementId !== undefined;
  if (state.status === 'withdrawn' || (given && state.status === 'none')) throw new NotFoundError(ANNOUNCEMENT_MESSAGES.notFound);
  const { message, forumPath, expiresAt } = command.payload;
  const startsAt =
    command.payload.startsAt ?? (state.status === 'published' ? state.announcement.startsAt : secondsOf(command.metadata.occurredAt));
  if (expiresAt !== null && expiresAt <= startsAt)
    throw new ValidationError({ expiresAt: [ANNOUNCEMENT_MESSAGES.expiresBeforeStart] }, ANNOUNCEMENT_MESSAGES.expiresBeforeStart);
  const data = { announcementId: command.metadata.ids.announcementId, message, forumPath, startsAt, expiresAt };
  if (state.status === 'published' && JSON.stringify(state.announcement) === JSON.stringify(data)) return [];
  return [{ type: 'AnnouncementPublished', data }];
}

export function withdrawAnnouncement(command: WithdrawAnnouncement, state: AnnouncementState): DomainEvent[] {
  if (state.status !== 'published') throw new NotFoundError(ANNOUNCEMENT_MESSAGES.notFound);
  return [{ type: 'AnnouncementWithdrawn', data: { announcementId: command.metadata.ids.announcementId } }];
}

export function decide(command: AnnouncementCommand, state: AnnouncementState): DomainEvent[] {
  switch (command.type) {
    case 'PublishAnnouncement':
      return publishAnnouncement(command, state);
    case 'WithdrawAnnouncement':
      return withdrawAnnouncement(command, state);
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled announcement command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const announcementDecider: Decider<AnnouncementCommand, AnnouncementState> = {
  initialState: initialAnnouncementState,
  evolve: evolveAnnouncement,
  decide,
};
