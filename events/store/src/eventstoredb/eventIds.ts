import { createHash } from 'node:crypto';

// Fixed namespace for event ids; changing it would break deduplication of retried commands.
const NAMESPACE = Buffer.from('6f1b6a2e9c3d4b8a8e5f1a2b3c4d5e6f', 'hex');

/**
 * A name-based (version 5 layout) UUID of `<commandId>:<index>`. A retried command yields the same event ids,
 * and EventStoreDB acknowledges an append of ids it already holds without writing them again.
 */
export function eventIdFor(commandId: string, index: number): string {
  const hash = createHash('sha1').update(NAMESPACE).update(`${commandId}:${index}`).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
