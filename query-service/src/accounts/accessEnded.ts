import { ACCESS_ENDED_CHANNEL } from '@tsuzuki/events';
import { followChannel, type PgNotifications } from '@tsuzuki/event-store';
import type { CachedLookup } from './sessions.ts';

/** What the watch needs of a cached lookup, whatever it looks up. */
type Followed = Pick<CachedLookup<unknown>, 'followedOn' | 'forgetMember'>;

/**
 * Makes the process's cached logins (sessions and API tokens) as good as the command-service's tables: a session or
 * token that ends there is announced with its commit (ACCESS_ENDED_CHANNEL, the member's id), and this process
 * forgets that member's cached logins when it hears it, whichever process the logout or revocation went through.
 * Each lookup remembers only what it asked under the connection still listening, and nothing while none is.
 */
export class AccessEndedWatch {
  private readonly stop = new AbortController();
  private readonly running: Promise<void>;
  private firstListen!: () => void;
  /** Resolves once the channel is first listened on (tests start from lookups that may be remembered). */
  readonly ready = new Promise<void>((resolve) => (this.firstListen = resolve));

  constructor(notifications: PgNotifications, lookups: readonly Followed[]) {
    const connection = () => notifications.listeningOn(ACCESS_ENDED_CHANNEL);
    for (const lookup of lookups) lookup.followedOn(connection);
    const ended = (payload: string) => {
      const member = Number(payload);
      if (Number.isSafeInteger(member)) for (const lookup of lookups) lookup.forgetMember(member);
    };
    this.running = followChannel(notifications, ACCESS_ENDED_CHANNEL, ended, this.stop.signal, () => this.firstListen());
  }

  async close(): Promise<void> {
    this.stop.abort();
    await this.running;
  }
}
