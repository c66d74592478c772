// Runs the generated payloads through the command bus as the system actor. Command ids are derived from the
// entity ("seed:media:12"), so a second run finds every command already handled and appends nothing.
import type { Actor } from '@tsuzuki/events';
import type { SeedData } from './dataset.ts';

/** The part of the command bus the importer uses. */
export interface CommandRunner {
  execute(name: string, payload: unknown, opts: { actor: Actor; commandId?: string }): Promise<unknown>;
}

export interface ImportCounts {
  commands: number;
  /** Commands whose events were already in the log (an earlier run). */
  duplicates: number;
}

export interface ImportOptions {
  /** Commands in flight at once. */
  concurrency?: number;
  log?: (line: string) => void;
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
  const concurrency = opts.concurrency ?? 8;
  const log = opts.log ?? (() => undefined);
  const counts: ImportCounts = { commands: 0, duplicates: 0 };
  for (const { step, command, items } of seedCommands(data)) {
    const started = Date.now();
    let next = 0;
    let done = 0;
    let lastLog = started;
    let failed = false;
    const worker = async () => {
      while (!failed && next < items.length) {
        const item = items[next++]!;
        const result = await bus.execute(command, item.payload, { actor: SYSTEM, commandId: `seed:${step}:${item.id}` }).catch((err: unknown) => {
          failed = true;
          throw new Error(`seed: ${command} ${step} ${item.id} failed: ${(err as Error).message}`, { cause: err });
        });
        counts.commands++;
        if ((result as { duplicate?: boolean } | null)?.duplicate) counts.duplicates++;
        done++;
        if (Date.now() - lastLog >= 2000) {
          lastLog = Date.now();
          log(`seed: ${step} ${done}/${items.length}`);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
    log(`seed: ${step} ${items.length} done in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  }
  return counts;
}
