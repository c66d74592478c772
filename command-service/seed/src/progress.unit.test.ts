import { describe, expect, it } from 'vitest';
import { progressOutput } from './progress.ts';

const terminal = (isTTY: boolean, columns = 40) => {
  let text = '';
  return { isTTY, columns, write: (s: string) => (text += s), text: () => text };
};

describe("the seed's output", () => {
  it('at a terminal, keeps its progress on one line that each step replaces, with kept lines above it', () => {
    const out = terminal(true);
    const p = progressOutput(out);
    p.print('seed: generated 10 media');
    p.update('seed: members lists 400/2000');
    p.update('seed: members lists 800/2000');
    p.print('seed: 5 demo accounts');
    p.update('seed: a progress line far longer than the terminal is wide');
    p.end();
    expect(out.text()).toBe(
      'seed: generated 10 media\n' +
        'seed: members lists 400/2000' +
        '\r\x1b[2Kseed: members lists 800/2000' +
        '\r\x1b[2Kseed: 5 demo accounts\n' +
        'seed: a progress line far longer than …' +
        '\n',
    );
  });

  it('piped, prints every line', () => {
    const out = terminal(false);
    const p = progressOutput(out);
    p.update('seed: tag 10 done');
    p.print('seed: summary');
    p.end();
    expect(out.text()).toBe('seed: tag 10 done\nseed: summary\n');
  });
});
