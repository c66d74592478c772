export interface Body {
  readonly x: number;
  readonly y: number;
  readonly vx: number;
  readonly vy: number;
}

/** Moves the target one step and reflects it off the walls of a width × height box (size is the target's side). */
export function bounceStep(body: Body, size: number, width: number, height: number, dt: number): Body {
  let { x, y, vx, vy } = body;
  x += vx * dt;
  y += vy * dt;
  const maxX = Math.max(0, width - size);
  const maxY = Math.max(0, height - size);
  if (x < 0) [x, vx] = [-x, Math.abs(vx)];
  if (x > maxX) [x, vx] = [2 * maxX - x, -Math.abs(vx)];
  if (y < 0) [y, vy] = [-y, Math.abs(vy)];
  if (y > maxY) [y, vy] = [2 * maxY - y, -Math.abs(vy)];
  return { x: clamp(x, 0, maxX), y: clamp(y, 0, maxY), vx, vy };
}

/** After a hit the target flees in a new direction, a little faster each time. */
export function afterHit(body: Body, hits: number, angle: number): Body {
  const speed = 140 + hits * 25;
  return { ...body, vx: Math.cos(angle) * speed, vy: Math.sin(angle) * speed };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
