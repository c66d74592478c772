import type { DomainEvent, EventData } from '@tsuzuki/events';

/** An announcement as last published, until it is withdrawn (then it is gone for good). */
export type AnnouncementState =
  { status: 'none' } | { status: 'published'; announcement: EventData<'AnnouncementPublished'> } | { status: 'withdrawn' };

export const initialAnnouncementState: AnnouncementState = { status: 'none' };

export function evolveAnnouncement(state: AnnouncementState, event: DomainEvent): AnnouncementState {
  switch (event.type) {
    case 'AnnouncementPublished':
      return { status: 'published', announcement: event.data };
    case 'AnnouncementWithdrawn':
      return { status: 'withdrawn' };
    default:
      return state;
  }
}
