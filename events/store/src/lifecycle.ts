/**
 * For services started by a script (the test, benchmark and start stacks): with EXIT_WITH_PARENT=1 the service
 * shuts down when its standard input closes, which happens when the parent process dies however it dies
 * (a SIGKILL or a time-out leaves no chance to stop the children). Without it, a killed test run would leave
 * its services holding database connections until the server refuses new clients.
 */
export function exitWithParent(shutdown: (reason: string) => void): void {
  if (process.env.EXIT_WITH_PARENT !== '1') return;
  process.stdin.on('close', () => shutdown('parent exited'));
  process.stdin.on('end', () => shutdown('parent exited'));
  process.stdin.resume();
}
