import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODLOG_STREAM, dataOf, mediaStream, ofType, type Actor } from '@tsuzuki/events';
import { SYSTEM, createTestEnv, type TestEnv } from '../../testing/env.ts';
import { mediaAdded } from '../testData.ts';

// Submissions through the bus (ADR 22): a member's proposal and a moderator's decision land in the media's own
// stream, the decision with its change in one append and its mod action in the hash-chained log.
let env: TestEnv;
const user = (id: number, moderatorRoles: string[] = []): Actor => ({ kind: 'user', id, moderatorRoles, donatorTier: 0 });
const yuki = user(71);
const sakura = user(73, ['ANIME_DATA']);

beforeAll(async () => {
  env = await createTestEnv('command_submissions');
  await env.bus.execute('AddMedia', mediaAdded(951), { actor: SYSTEM });
});
afterAll(async () => {
  await env?.close();
});

const typesOf = async (stream: string) => (await env.store.readStream(stream)).events.map((e) => e.type);

describe('submissions through the bus', () => {
  it('draws a submission id, and accepting applies the change with the decision in one append, recorded as a mod action', async () => {
    const first = await env.bus.execute('SubmitMediaEdit', { mediaId: 951, changes: { episodes: 26 }, source: 'Blu-ray' }, { actor: yuki });
    const second = await env.bus.execute('SubmitMediaEdit', { mediaId: 951, changes: { duration: 23 } }, { actor: yuki });
    const created = (await env.store.readStream(mediaStream(951))).events.filter(ofType('SubmissionCreated'));
    const [a, b] = created.map((e) => e.data.submissionId);
    expect(b).toBeGreaterThan(a!);
    expect(second.streamVersion).not.toBe(first.streamVersion);

    await env.bus.execute('AcceptMediaSubmission', { mediaId: 951, submissionId: a, notes: 'Thanks' }, { actor: sakura });
    const stream = (await env.store.readStream(mediaStream(951))).events;
    expect(stream.map((e) => e.type)).toEqual([
      'MediaAdded',
      'SubmissionCreated',
      'SubmissionCreated',
      'MediaUpdated',
      'SubmissionAccepted',
    ]);
    const [updated, accepted] = stream.slice(-2);
    expect(updated!.logPosition.transactionId).toBe(accepted!.logPosition.transactionId);
    expect(updated!.data).toEqual({ mediaId: 951, changes: { episodes: 26 }, before: { episodes: 25 }, reason: null, submissionId: a });
    const log = (await env.store.readStream(MODLOG_STREAM)).events.map(dataOf('ModActionRecorded'));
    expect(log.at(-1)).toMatchObject({
      action: 'SUBMISSION_ACCEPT',
      objectType: 'SUBMISSION',
      objectId: a,
      subjectUserId: 71,
      moderatorId: 73,
      reason: 'Thanks',
    });

    await expect(env.bus.execute('AcceptMediaSubmission', { mediaId: 951, submissionId: a }, { actor: sakura })).rejects.toMatchObject({
      status: 409,
    });
    await expect(env.bus.execute('RejectMediaSubmission', { mediaId: 951, submissionId: b }, { actor: yuki })).rejects.toMatchObject({
      status: 403,
    });
    await env.bus.execute('RejectMediaSubmission', { mediaId: 951, submissionId: b, notes: 'No source' }, { actor: sakura });
    expect((await typesOf(mediaStream(951))).at(-1)).toBe('SubmissionRejected');
  });

  it('a new media waits in a stream of its own id until accepted', async () => {
    const result = await env.bus.execute(
      'SubmitNewMedia',
      { type: 'ANIME', changes: { title: { romaji: 'Kusuriya no Hitorigoto', english: null, native: null } } },
      { actor: yuki },
    );
    const mediaId = result.ids.mediaId!;
    expect(await typesOf(mediaStream(mediaId))).toEqual(['SubmissionCreated']);
    const submissionId = dataOf('SubmissionCreated')((await env.store.readStream(mediaStream(mediaId))).events[0]!).submissionId;
    await env.bus.execute('AcceptMediaSubmission', { mediaId, submissionId }, { actor: sakura });
    expect(await typesOf(mediaStream(mediaId))).toEqual(['SubmissionCreated', 'MediaAdded', 'SubmissionAccepted']);
  });
});
