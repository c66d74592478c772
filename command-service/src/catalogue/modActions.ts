import type { DomainEvent } from '@tsuzuki/events';
import type { AnyCommand, ModActionFact } from '../framework/command.ts';

// A data moderator's direct change to the catalogue is a mod action (ADR 19); importers (the system actor) are not
// moderators and record none. The full field-by-field change stays in the aggregate's own events (revision history).

type Kind = 'MEDIA' | 'CHARACTER' | 'STAFF' | 'STUDIO';

/** What a catalogue event says of its object, in a few words: its name, or the fields it changed. */
function summary(event: DomainEvent): Record<string, unknown> | null {
  switch (event.type) {
    case 'MediaAdded':
      return { title: event.data.title.romaji ?? event.data.title.english };
    case 'MediaUpdated':
      return { fields: Object.keys(event.data.changes).sort() };
    case 'CharacterAdded':
    case 'StaffAdded':
      return { name: event.data.name.full };
    case 'StudioAdded':
      return { name: event.data.name };
    default:
      return null;
  }
}

/** The mod action of a catalogue command: `<KIND>_CREATE` or `<KIND>_EDIT` on the aggregate the command names. */
export function catalogueModAction(kind: Kind, verb: 'CREATE' | 'EDIT') {
  return (command: AnyCommand, events: DomainEvent[]): ModActionFact[] => {
    const data = events.map(summary).find((d) => d !== null);
    if (!data) return [];
    const objectId = Object.values(command.metadata.ids)[0]!;
    return [{ action: `${kind}_${verb}`, objectType: kind, objectId, subjectUserId: null, data }];
  };
}
