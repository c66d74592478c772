import { describe, expect, it } from 'vitest';
import { ThrottledRinger } from './ringer.ts';

describe('ThrottledRinger', () => {
  it('rings once per interval however many commands ask, and once more on flush', async () => {
    let rings = 0;
    const ringer = new ThrottledRinger({ ring: async () => void rings++ }, 60_000);
    for (let i = 0; i < 100; i++) await ringer.ring();
    expect(rings).toBe(1);
    await ringer.flush();
    expect(rings).toBe(2);
  });
});
