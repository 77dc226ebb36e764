import data from './ephemera.json' with { type: 'json' };
import { entries, entriesOf } from './entries.ts';

/**
 * Maps, prints, postcards, photographs, posters and documents (ephemera.json, 'text|maker@from-to');
 * FAMOUS_SIGNERS: people whose signatures collectors buy besides writers ('genitive@years they could sign').
 */
export const MAPS = entries(data.MAPS);
export const FOREIGN_MAPS = entries(data.FOREIGN_MAPS);
export const ENGRAVERS = entriesOf(data.ENGRAVERS);
export const ENGRAVINGS = entries(data.ENGRAVINGS);
export const SOVIET_PRINTS = entries(data.SOVIET_PRINTS);
export const POSTCARD_PUBLISHERS = entriesOf(data.POSTCARD_PUBLISHERS);
export const POSTCARDS = entriesOf(data.POSTCARDS);
export const PHOTOS = {
  ...data.PHOTOS,
  studios: entries(data.PHOTOS.studios),
  albums: entries(data.PHOTOS.albums),
  soviet: entries(data.PHOTOS.soviet),
};
export const POSTERS = entries(data.POSTERS);
export const DOCUMENTS = entries(data.DOCUMENTS);
export const FAMOUS_SIGNERS = entries(data.FAMOUS_SIGNERS);
