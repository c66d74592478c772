import { describe, expect, it } from 'vitest';
import { afterHit, bounceStep } from './bounce.ts';

describe('not-found game target', () => {
  it('moves with its velocity inside the box', () => {
    expect(bounceStep({ x: 10, y: 10, vx: 100, vy: 50 }, 20, 400, 300, 0.1)).toEqual({ x: 20, y: 15, vx: 100, vy: 50 });
  });
  it('reflects off the walls', () => {
    const right = bounceStep({ x: 375, y: 10, vx: 100, vy: 0 }, 20, 400, 300, 0.1);
    expect(right.x).toBe(375);
    expect(right.vx).toBe(-100);
    const top = bounceStep({ x: 10, y: 2, vx: 0, vy: -40 }, 20, 400, 300, 0.1);
    expect(top).toEqual({ x: 10, y: 2, vx: 0, vy: 40 });
  });
  it('speeds up with every hit', () => {
    const first = afterHit({ x: 0, y: 0, vx: 0, vy: 0 }, 1, 0);
    const tenth = afterHit({ x: 0, y: 0, vx: 0, vy: 0 }, 10, 0);
    expect(tenth.vx).toBeGreaterThan(first.vx);
  });
});
