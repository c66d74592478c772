import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageKind, UploadKind } from './imageCheck.ts';
import { STORED_EXTENSION, type Rendition } from './reencode.ts';

export interface StoredFile {
  variant: Rendition['variant'];
  file: string;
  url: string;
}

/**
 * Files written by uploads of this process whose profile command has not finished yet, by absolute path. A
 * member's other upload that finishes first must not sweep them away before their own command is saved.
 */
const inFlight = new Set<string>();

/**
 * `<kind>-<member id>-<128 random bits>[-<size>].webp`: unguessable, never reused (so /uploads may be cached
 * for good and a name once replaced never comes back), and owned by the member its name says.
 */
export function fileNames(kind: ImageKind, userId: number, renditions: readonly Rendition[]): string[] {
  const token = randomBytes(16).toString('hex');
  return renditions.map((r) => `${kind}-${userId}-${token}${r.variant ? `-${r.variant}` : ''}.${STORED_EXTENSION}`);
}

/**
 * The member's own files of one kind: what this route writes, and the `<kind>-<id>-<hex>.png|jpg` names of
 * the uploads stored as given before re-encoding. `avatar-1-...` never matches `avatar-12-...`.
 */
function ownFile(kind: UploadKind, userId: number): RegExp {
  if (!Number.isSafeInteger(userId) || userId <= 0) throw new Error(`not a member id: ${userId}`);
  return new RegExp(`^${kind}-${userId}-[0-9a-f]{16,64}(?:-(?:large|medium))?\\.(?:webp|png|jpg)$`);
}

/**
 * Writes the files (each aside and renamed, so a reader never sees half a file under its final name) and
 * marks them in flight until `settle` runs.
 */
export async function writeUpload(dir: string, files: readonly string[], renditions: readonly Rendition[]): Promise<StoredFile[]> {
  for (const file of files) inFlight.add(path.join(dir, file));
  await mkdir(dir, { recursive: true });
  return Promise.all(
    files.map(async (file, i) => {
      const temp = path.join(dir, `.${file}.${process.pid}.tmp`);
      await writeFile(temp, renditions[i]!.bytes);
      await rename(temp, path.join(dir, file));
      return { variant: renditions[i]!.variant, file, url: `/uploads/${file}` };
    }),
  );
}

/** The upload is over (saved or not): its files are no longer protected from a later sweep. */
export function settle(dir: string, files: readonly string[]): void {
  for (const file of files) inFlight.delete(path.join(dir, file));
}

/** Removes files of this upload whose profile change was certainly not saved. */
export async function discard(dir: string, files: readonly string[]): Promise<void> {
  await Promise.all(files.map((file) => unlinkIfThere(path.join(dir, file))));
}

/**
 * Called once the profile command naming `current` was saved: deletes the member's other files of this kind
 * (the avatar or banner just replaced, and any left behind by an upload whose outcome was unknown), except
 * those of uploads still in flight. Only names carrying this member's id are ever considered.
 * Returns the names deleted.
 */
export async function removeReplaced(dir: string, kind: UploadKind, userId: number, current: readonly string[]): Promise<string[]> {
  const own = ownFile(kind, userId);
  const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[];
    throw err;
  });
  const replaced = names.filter((name) => own.test(name) && !current.includes(name) && !inFlight.has(path.join(dir, name)));
  await Promise.all(replaced.map((name) => unlinkIfThere(path.join(dir, name))));
  return replaced;
}

async function unlinkIfThere(file: string): Promise<void> {
  await unlink(file).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
  });
}
