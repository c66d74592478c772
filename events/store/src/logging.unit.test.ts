import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { isPretty, serviceLogger } from './logging.ts';

/** What one info line of a logger set up for `env` writes. */
function written(env: NodeJS.ProcessEnv, isTTY = false): string {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  serviceLogger({ name: 'test-service' }, { env, isTTY, destination }).info({ port: 3001 }, 'listening');
  return chunks.join('');
}

describe('service logs', () => {
  it('are readable lines for a person at a terminal and JSON for a pipe, unless LOG_FORMAT says', () => {
    expect(isPretty({}, { isTTY: true })).toBe(true);
    expect(isPretty({}, { isTTY: false })).toBe(false);
    expect(isPretty({}, {})).toBe(false);
    // npm start decides for its services, whose stdout is its pipe.
    expect(isPretty({ LOG_FORMAT: 'pretty' }, { isTTY: false })).toBe(true);
    expect(isPretty({ LOG_FORMAT: 'json' }, { isTTY: true })).toBe(false);
  });

  it('write the time, level, service and message on one line, coloured unless NO_COLOR, or a JSON line', () => {
    expect(written({ NO_COLOR: '1' }, true)).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO \(test-service\): listening \{"port":3001\}\n$/);
    expect(written({ LOG_FORMAT: 'pretty' })).toContain('\x1b[');
    expect(JSON.parse(written({}))).toMatchObject({ level: 30, name: 'test-service', port: 3001, msg: 'listening' });
  });
});
