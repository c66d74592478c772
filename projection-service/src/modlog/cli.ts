// npm run modlog -- verify: recomputes the mod-action log's hash chain from the event store (DATABASE_URL, or
// EVENTSTORE_URL) and names the first altered or missing action; exit 1 when the chain is broken (ADR 19).
import { loadConfig, openEventStore } from '@tsuzuki/event-store';
import { runModLogCommand } from './report.ts';

const store = await openEventStore(loadConfig());
try {
  process.exitCode = await runModLogCommand(process.argv.slice(2), store, (line) => console.log(line));
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await store.close();
}
