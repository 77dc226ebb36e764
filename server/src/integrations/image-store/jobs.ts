import type { AnyJobDefinition } from '../../jobs/types.ts';
import type { Provider } from '../../lib/provider.ts';
import type { ImageStore } from './image-store.ts';

declare module '../../jobs/types.ts' {
  interface JobPayloads {
    'images.sweep-cache': Record<string, never>;
  }
}

/**
 * The local cache in front of a remote image store is trimmed daily (cacheSettings: DaysToKeep, then
 * MaxCacheSizeMB, least recently read first). With the local store there is no cache and nothing to do.
 */
export function createImageStoreJobs(images: Provider<ImageStore>): AnyJobDefinition[] {
  return [
    {
      name: 'images.sweep-cache',
      schedule: '23 4 * * *',
      policy: 'stately',
      handler: async () => {
        const store = await images.get();
        if (!store.sweep) return 'skipped';
        const { removedFiles } = await store.sweep();
        return removedFiles === 0 ? 'skipped' : undefined;
      },
    },
  ];
}
