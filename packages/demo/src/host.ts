/**
 * What the demo needs from the server that runs it, as narrow interfaces: the server passes these in
 * (server/src/demo-mode), so the demo imports no server code and the product none of the demo's.
 */

/** A lot as the archive's bulk loader writes it (the books table's columns the demo fills). */
export type DemoBookRow = {
  sourceLotId: number;
  title: string;
  author: string | null;
  year: number | null;
  type: string;
  descriptionHtml: string;
  descriptionText: string;
  sellerId: number;
  publisher: string | null;
  language: string;
  categoryId: number;
  finalPrice: number;
  saleDate: Date;
  imageNames: string[];
};

/** A stored lot whose picture is asked for: what the demo draws it from. */
export type PictureBook = {
  id: number;
  sourceLotId: number;
  title: string;
  author: string | null;
  year: number | null;
  type: string;
  publisher: string | null;
  imageNames: string[];
};

/** How the search indexes are treated during a load: PGlite keeps its GIN indexes up, PostgreSQL rebuilds all. */
export type IndexStrategy = 'rebuild-all' | 'keep-gin';

/** The archive's bulk loader (the archive feature owns the tables). */
export type DemoArchive = {
  hasBooks: () => Promise<boolean>;
  ensureCategories: (list: readonly { name: string; description: string | null }[]) => Promise<Map<string, number>>;
  /** Ids by lower-cased name. */
  ensureSellers: (names: readonly string[]) => Promise<Map<string, number>>;
  insertBooks: (rows: readonly DemoBookRow[]) => Promise<void>;
  lastSourceLotIdBetween: (min: number, max: number) => Promise<number | null>;
  dropSearchIndexes: (strategy?: IndexStrategy) => Promise<void>;
  cleanGinPendingLists: () => Promise<void>;
  createSearchIndexes: (onIndex?: (name: string) => void) => Promise<void>;
  searchIndexCount: number;
  analyze: () => Promise<void>;
};

/** Small JSON values kept by the server (app_settings): the demo keeps its plan there. */
export type DemoValues = {
  read: (key: string) => Promise<unknown>;
  write: (key: string, value: unknown) => Promise<void>;
};

/** The database the demo is seeded into. */
export type DemoDatabase = {
  driver: 'pglite' | 'pg';
  /** Runs `work` while holding a lock every process on this database shares. */
  withAdvisoryLock: <T>(key: number, work: () => Promise<T>) => Promise<T>;
};

/** The image store in use, asked per picture (it can change with the settings). */
export type DemoImageStore = {
  get: () => Promise<{
    get: (bookId: number, name: string) => Promise<Buffer | null>;
    put: (bookId: number, name: string, data: Buffer) => Promise<void>;
  }>;
};

export type DemoLog = {
  info(message: string): void;
  warn(message: string): void;
  error(object: object, message: string): void;
};
