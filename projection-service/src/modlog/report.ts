import { verifyModLog, type EventStore, type ModLogVerdict } from '@tsuzuki/event-store';

/** The verdict in words: one line when the chain holds; otherwise the first altered, missing or moved action. */
export function describeVerdict(verdict: ModLogVerdict): string[] {
  if (verdict.unreadable) return [`modlog: cannot read the log: ${verdict.unreadable}`];
  const actions = (n: number) => `${n} action${n === 1 ? '' : 's'}`;
  if (verdict.valid) return [`modlog: ${actions(verdict.total)}, chain valid${verdict.head ? ` (head ${verdict.head.hash})` : ''}`];
  const broken = verdict.firstBroken!;
  const where = `seq ${broken.seq}${broken.position === undefined ? '' : ` (stream position ${broken.position})`}`;
  const what = broken.action ? `: ${broken.action} by moderator ${broken.moderatorId}` : '';
  const reason = broken.reason === 'missing' ? 'is missing' : broken.reason === 'altered' ? 'was altered' : 'is out of order';
  return [
    `modlog: chain BROKEN: action ${where} ${reason}${broken.reason === 'missing' ? '' : what}`,
    `modlog: ${actions(verdict.checked)} verified before it, ${actions(verdict.total)} read`,
  ];
}

/** `verify`: reads the log, prints the verdict and answers the exit code (0 valid, 1 broken). */
export async function runModLogCommand(
  args: readonly string[],
  store: Pick<EventStore, 'readStream'>,
  print: (line: string) => void,
): Promise<number> {
  if (args[0] !== 'verify') {
    print('usage: npm run modlog -- verify');
    return 2;
  }
  const verdict = await verifyModLog(store);
  for (const line of describeVerdict(verdict)) print(line);
  return verdict.valid ? 0 : 1;
}
