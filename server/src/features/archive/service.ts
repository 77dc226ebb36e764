import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { BillingService } from '../billing/service.ts';
import { createBooksService } from './books-service.ts';
import { createFeedbackService } from './feedback-service.ts';
import { createImageService, type ImageSource } from './images.ts';
import { createSearchService } from './search-service.ts';

export type ArchiveServiceOptions = {
  database: Database;
  billing: Pick<BillingService, 'searchAccess' | 'hasActiveSubscription'>;
  /** Where image originals come from; without one every image is a 404. */
  imageSource?: ImageSource | undefined;
  /** Where a failed write of the search history is reported (it happens after the reply). */
  log?: Pick<Logger, 'error'> | undefined;
  /** Counts a price-range preview without a subscription; see SearchServiceOptions. */
  countPricePreview?: ((userId: number) => Promise<boolean>) | undefined;
};

const noImages: ImageSource = async () => null;

/** The archive as the rest of the server sees it: searches, books and images, feedback. */
export function createArchiveService({
  database,
  billing,
  imageSource = noImages,
  log,
  countPricePreview,
}: ArchiveServiceOptions) {
  return {
    search: createSearchService({
      database,
      billing,
      ...(countPricePreview ? { countPricePreview } : {}),
      ...(log
        ? {
            history: {
              onError: (error, lost) => log.error({ err: error, lost }, 'search history: entries not written'),
            },
          }
        : {}),
    }),
    books: createBooksService({ database, billing, images: createImageService(imageSource) }),
    feedback: createFeedbackService({ database }),
  };
}

export type ArchiveService = ReturnType<typeof createArchiveService>;
