import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { PROJECTIONS, PROJECTION_QUEUE } from '@tsuzuki/events';

export interface DrainJob {
  projection: string;
}

/**
 * BullMQ is the doorbell, not the log: a drain job only says "read the log after your checkpoint".
 * keepLastIfActive keeps at most one waiting job besides the active one per projection, so a ring during
 * a drain is never lost and rings never pile up.
 */
export class Doorbell {
  readonly queue: Queue<DrainJob>;
  private readonly connection: Redis;

  constructor(redisUrl: string, prefix: string) {
    this.connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    this.queue = new Queue<DrainJob>(PROJECTION_QUEUE, { connection: this.connection, prefix });
  }

  async ring(projections: readonly string[] = PROJECTIONS): Promise<void> {
    await Promise.all(
      projections.map((projection) =>
        this.queue.add(
          'drain',
          { projection },
          {
            deduplication: { id: `drain:${projection}`, keepLastIfActive: true },
            removeOnComplete: true,
            removeOnFail: 100,
          },
        ),
      ),
    );
  }

  /**
   * Forgets the deduplication of these projections' drains, so the next ring queues a job even while an
   * earlier one is still marked active (by a worker that died with it).
   */
  async reset(projections: readonly string[]): Promise<void> {
    await Promise.all(projections.map((projection) => this.queue.removeDeduplicationKey(`drain:${projection}`)));
  }

  async close(): Promise<void> {
    await this.queue.close();
    this.connection.disconnect();
  }
}
