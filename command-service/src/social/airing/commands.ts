import { airingStream, newEvent, type DomainEvent } from '@tsuzuki/events';
import { requireSystem } from '../../framework/permissions.ts';
import { defineCommand, type ContractCommand, type Decider } from '../../framework/command.ts';

export type RecordEpisodeAired = ContractCommand<'RecordEpisodeAired', { mediaId: number }>;

/** The episodes of one anime already announced. */
export type AiringState = ReadonlySet<number>;

export const airingDecider: Decider<RecordEpisodeAired, AiringState> = {
  initialState: new Set(),
  evolve: (state, event: DomainEvent) => (event.type === 'EpisodeAired' ? new Set(state).add(event.data.episode) : state),
  decide(command, state) {
    const { mediaId, episode, airingAt } = command.payload;
    // The job looks back over a window each run: an episode is announced once, however often it is seen.
    if (state.has(episode)) return [];
    return [newEvent('EpisodeAired', { mediaId, episode, airingAt })];
  },
};

export const airingCommands = [
  defineCommand<RecordEpisodeAired, AiringState>({
    type: 'RecordEpisodeAired',
    stream: airingStream,
    decider: airingDecider,
    id: { field: 'mediaId', kind: 'media', allocate: false },
    authorise: requireSystem,
  }),
];
