// Runs the generated payloads through the command bus as the system actor, in batches (batches.ts). Command ids are
// derived from the entity ("seed:media:12"), so a second run finds every command already handled and appends nothing.
import type { Actor } from '@tsuzuki/events';
import { sendBatches, type SeedBus } from './batches.ts';
import type { SeedData } from './dataset.ts';

/** The part of the command bus the importer uses. */
export type CommandRunner = SeedBus;

export interface ImportCounts {
  commands: number;
  /** Commands whose events were already in the log (an earlier run). */
  duplicates: number;
}

export interface ImportOptions {
  /** Batches in flight at once: each entity has a stream of its own and keeps the source's id. */
  concurrency?: number;
  log?: (line: string) => void;
  /** When the catalogue was entered (the demo's is dated before its site opened, history.ts); now if not given. */
  occurredAt?: Date;
}

const SYSTEM: Actor = { kind: 'system' };

/** In dependency order: media refer to tags, studios, staff and characters; statistics need their media. */
export function seedCommands(data: SeedData): { step: string; command: string; items: { id: number; payload: unknown }[] }[] {
  return [
    { step: 'tag', command: 'CreateMediaTag', items: data.tags.map((p) => ({ id: p.tagId, payload: p })) },
    { step: 'studio', command: 'AddStudio', items: data.studios.map((p) => ({ id: p.studioId, payload: p })) },
    { step: 'staff', command: 'AddStaff', items: data.staff.map((p) => ({ id: p.staffId, payload: p })) },
    { step: 'character', command: 'AddCharacter', items: data.characters.map((p) => ({ id: p.characterId, payload: p })) },
    { step: 'media', command: 'AddMedia', items: data.media.map((p) => ({ id: p.mediaId, payload: p })) },
    { step: 'statistics', command: 'ImportMediaStatistics', items: data.statistics.map((p) => ({ id: p.mediaId, payload: p })) },
  ];
}

export async function importSeed(bus: CommandRunner, data: SeedData, opts: ImportOptions = {}): Promise<ImportCounts> {
  const log = opts.log ?? (() => undefined);
  const counts: ImportCounts = { commands: 0, duplicates: 0 };
  for (const { step, command, items } of seedCommands(data)) {
    const started = Date.now();
    let lastLog = started;
    const results = await sendBatches(
      bus,
      items.map((item) => ({
        command,
        payload: item.payload,
        actor: SYSTEM,
        commandId: `seed:${step}:${item.id}`,
        occurredAt: opts.occurredAt,
      })),
      {
        inFlight: opts.concurrency ?? 2,
        progress: (done) => {
          if (Date.now() - lastLog < 2000) return;
          lastLog = Date.now();
          log(`seed: ${step} ${done}/${items.length}`);
        },
      },
    );
    counts.commands += results.length;
    counts.duplicates += results.filter((r) => r.duplicate).length;
    log(`seed: ${step} ${items.length} done in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  }
  return counts;
}
