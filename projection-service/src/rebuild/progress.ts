import cliProgress from 'cli-progress';

export interface Progress {
  update(events: number): void;
  stop(): void;
}

/** A bar with events, events/s and ETA; without a known total it shows the count and rate only. */
export function progressBar(label: string, total: number | null): Progress {
  const format =
    total === null
      ? `${label} | {value} events | {rate} events/s`
      : `${label} [{bar}] {percentage}% | {value}/{total} events | {rate} events/s | ETA {eta_formatted}`;
  const bar = new cliProgress.SingleBar(
    { format, etaBuffer: 50, fps: 5, noTTYOutput: true, notTTYSchedule: 2000 },
    cliProgress.Presets.shades_classic,
  );
  const started = Date.now();
  bar.start(total ?? 0, 0, { rate: 0 });
  return {
    update(events) {
      const seconds = (Date.now() - started) / 1000;
      // Catch-up may read past the total counted at the start.
      if (total !== null && events > bar.getTotal()) bar.setTotal(events);
      bar.update(events, { rate: seconds > 0 ? Math.round(events / seconds) : 0 });
    },
    stop() {
      bar.stop();
    },
  };
}
