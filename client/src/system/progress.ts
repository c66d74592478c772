// social §4: the bar starts on loading, creeps randomly up to 95 % over about 2 s, completes at 100 and hides.
export const PROGRESS_CAP = 95;
export const PROGRESS_TICK_MS = 200;
const TICKS_TO_CAP = 2000 / PROGRESS_TICK_MS;

/** One creep step: on average 1/10 of the way to the cap per 200 ms tick, randomised by `random` in [0, 1). */
export function creep(current: number, random: number): number {
  const step = (PROGRESS_CAP / TICKS_TO_CAP) * (0.5 + random);
  return Math.min(PROGRESS_CAP, current + step);
}

type Listener = (state: ProgressState) => void;
export interface ProgressState {
  readonly value: number;
  readonly visible: boolean;
}

/** No bar: where every page starts, on the server too (a server-rendered page has nothing left loading). */
export const PROGRESS_IDLE: ProgressState = { value: 0, visible: false };

/**
 * Several sources can be loading at once (a route loader, a suspended screen); the bar runs while any is.
 * A tiny external store so that the bar component can subscribe without context plumbing.
 */
export class ProgressTracker {
  private readonly active = new Set<symbol>();
  private state: ProgressState = PROGRESS_IDLE;
  private readonly listeners = new Set<Listener>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private hideTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly random: () => number = Math.random) {}

  start(): () => void {
    const token = Symbol('progress');
    this.active.add(token);
    if (this.active.size === 1) this.begin();
    return () => {
      if (this.active.delete(token) && this.active.size === 0) this.complete();
    };
  }

  getState = (): ProgressState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private begin(): void {
    clearTimeout(this.hideTimer);
    clearInterval(this.timer);
    this.set({ value: 0, visible: true });
    this.timer = setInterval(() => this.set({ value: creep(this.state.value, this.random()), visible: true }), PROGRESS_TICK_MS);
  }

  private complete(): void {
    clearInterval(this.timer);
    this.set({ value: 100, visible: true });
    this.hideTimer = setTimeout(() => this.set({ value: 100, visible: false }), 350);
  }

  private set(state: ProgressState): void {
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }
}

export const progress = new ProgressTracker();
