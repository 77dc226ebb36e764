import regions from './regions.json' with { type: 'json' };

/**
 * Regions for local history (краеведение), postcards, maps and photographs: towns with their
 * genitive form (for 'План города …') and the sights postcards show.
 */
export type Place = { name: string; genitive: string; sights: string[] };
export type Region = {
  /** As the category names it: 'Краеведение: Сибирь'. */
  name: string;
  /** The governorate or oblast, genitive adjective: 'Тобольской' (губернии). */
  provinces: string[];
  places: Place[];
  /** The last year the region was part of the country (Finland and Poland left in 1917). */
  until?: number;
};

/** The regions in regions.json. */
export const REGIONS: readonly Region[] = regions;
