import { describe, expect, it } from 'vitest';
import { createMemoryJobs } from './memory-queue.ts';

declare module '../../src/jobs/types.ts' {
  interface JobPayloads {
    'memory.fan-out': { recipients: string[] };
    'memory.deliver': { recipient: string };
  }
}

describe('the in-memory queue tests drain', () => {
  it('runs a fan-out to its end: the jobs a handler sends run in the same drain', async () => {
    const delivered: string[] = [];
    const jobs = createMemoryJobs();
    jobs.register([
      {
        name: 'memory.fan-out',
        handler: async ({ recipients }) => {
          for (const recipient of recipients) {
            await jobs.queue.send('memory.deliver', { recipient }, { singletonKey: recipient });
          }
        },
      },
      { name: 'memory.deliver', handler: async ({ recipient }) => void delivered.push(recipient) },
    ]);
    await jobs.queue.send('memory.fan-out', { recipients: ['a', 'b', 'a'] });
    expect(await jobs.drain()).toEqual(['memory.fan-out', 'memory.deliver', 'memory.deliver']);
    expect(delivered).toEqual(['a', 'b']);
    expect(await jobs.drain()).toEqual([]);
  });

  it('a waiting job with the same singleton key makes a second send a no-op', async () => {
    const jobs = createMemoryJobs([{ name: 'memory.deliver', handler: async () => undefined }]);
    expect(await jobs.queue.send('memory.deliver', { recipient: 'a' }, { singletonKey: 'k' })).toEqual(
      expect.any(String),
    );
    expect(await jobs.queue.send('memory.deliver', { recipient: 'b' }, { singletonKey: 'k' })).toBeNull();
    expect(jobs.sent).toHaveLength(1);
  });

  it('a job without a handler fails the drain', async () => {
    const jobs = createMemoryJobs();
    await jobs.queue.send('memory.deliver', { recipient: 'a' });
    await expect(jobs.drain()).rejects.toThrow('no handler for job memory.deliver');
  });
});
