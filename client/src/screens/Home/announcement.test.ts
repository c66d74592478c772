import { describe, expect, it } from 'vitest';
import { loadAnnouncement, type AnnouncementFetch } from './announcement.ts';

// core §7: the announcement is asked with the date key, given 5 s, and asked once more through the proxy when that fails.
const NOW = new Date(Date.UTC(2026, 10, 29, 22, 5));
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ANNOUNCED = { id: 7, message: 'Maintenance tonight', forumPath: '/forum/thread/7', expireAt: null };

/** Answers each try in turn; `hang` never answers until the try's signal aborts it. */
function server(...answers: (Response | 'fail' | 'hang')[]) {
  const asked: string[] = [];
  const get: AnnouncementFetch = (url, signal) => {
    asked.push(url);
    const answer = answers.shift();
    if (answer === 'fail') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang' || !answer)
      return new Promise((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
    return Promise.resolve(answer);
  };
  return { get, asked };
}

describe('loadAnnouncement', () => {
  it('asks with the UTC month-day-hour key and reads the announcement', async () => {
    const { get, asked } = server(json(ANNOUNCED));
    expect(await loadAnnouncement(get, NOW, new AbortController().signal)).toEqual({ ...ANNOUNCED, id: '7' });
    expect(asked).toEqual(['/announcement.json?112922']);
  });

  it('takes a 404 as nothing to say, without asking again', async () => {
    const { get, asked } = server(json({ error: 'No announcement.' }, 404));
    expect(await loadAnnouncement(get, NOW, new AbortController().signal)).toBeNull();
    expect(asked).toHaveLength(1);
  });

  it('asks once more through the proxy after a failure or a try that runs out of time, and gives its answer', async () => {
    const failed = server('fail', json(ANNOUNCED));
    expect((await loadAnnouncement(failed.get, NOW, new AbortController().signal))?.message).toBe('Maintenance tonight');
    expect(failed.asked).toEqual(['/announcement.json?112922', '/api/proxy/announcement.json?112922']);
    const slow = server('hang', json(ANNOUNCED));
    expect((await loadAnnouncement(slow.get, NOW, new AbortController().signal, 20))?.id).toBe('7');
    expect(slow.asked).toHaveLength(2);
  });

  it('rejects after two failures, and never asks a third time', async () => {
    const { get, asked } = server(json({}, 502), 'hang', json(ANNOUNCED));
    await expect(loadAnnouncement(get, NOW, new AbortController().signal, 20)).rejects.toThrow();
    expect(asked).toHaveLength(2);
  });

  it('stops when the page is left', async () => {
    const { get, asked } = server('hang', json(ANNOUNCED));
    const left = new AbortController();
    const loading = loadAnnouncement(get, NOW, left.signal, 10_000);
    left.abort();
    await expect(loading).rejects.toThrow();
    expect(asked).toHaveLength(1);
  });
});
