/**
 * Projections this process has stopped, with the reason, for /health and the worker. A projection stops
 * when the log holds an event it handles in a version newer than its code: applying it would guess at its
 * meaning. The others go on; a restart (with newer code) tries again.
 */
export class ProjectionStatus {
  private readonly stopped = new Map<string, string>();

  stop(projection: string, reason: string): void {
    this.stopped.set(projection, reason);
  }

  reason(projection: string): string | null {
    return this.stopped.get(projection) ?? null;
  }

  get any(): boolean {
    return this.stopped.size > 0;
  }
}
