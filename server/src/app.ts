import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { PRICE_PREVIEW_DAILY_LIMIT } from '@raritet/contracts/archive';
import type { PaymentMode } from '@raritet/contracts/billing';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicBaseUrl, salesSourceOf, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { bookRoutes } from './features/books/routes.ts';
import {
  bookPageHeadResolver,
  createBooksService,
  createPaidReadMeter,
  type ImageSource,
} from './features/books/service.ts';
import { feedbackRoutes } from './features/feedback/routes.ts';
import { createFeedbackService } from './features/feedback/service.ts';
import { statsRoutes } from './features/price-statistics/routes.ts';
import { createPriceStatisticsService } from './features/price-statistics/service.ts';
import { searchRoutes } from './features/search/routes.ts';
import { createSearchService } from './features/search/service.ts';
import { sitemapRoutes } from './features/sitemaps/routes.ts';
import { createSitemapService } from './features/sitemaps/service.ts';
import { createBookUpdateJobs } from './features/book-update/jobs.ts';
import { bookUpdateRoutes } from './features/book-update/routes.ts';
import { createBookUpdateService } from './features/book-update/service.ts';
import { createAuthJobs } from './features/auth/jobs.ts';
import { authAdminRoutes } from './features/auth/admin-routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { createAccountAccess, createAuthService } from './features/auth/service.ts';
import { billingAdminRoutes } from './features/billing/admin-routes.ts';
import { createBillingJobs } from './features/billing/jobs.ts';
import { billingRoutes } from './features/billing/routes.ts';
import { categoryCleanupRoutes } from './features/category-cleanup/routes.ts';
import { createCategoryCleanupService } from './features/category-cleanup/service.ts';
import { createBillingService, RETURN_PAGE_PATH, shopSettings, type YooKassaShop } from './features/billing/service.ts';
import { memberRoutes } from './features/member/routes.ts';
import { notificationAdminRoutes } from './features/notifications/admin-routes.ts';
import { telegramDiagnosticsRoutes, telegramWebhookRoutes } from './features/notifications/diagnostics-routes.ts';
import { createNotificationJobs } from './features/notifications/jobs.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import {
  createBotPriceSummary,
  createNotificationsService,
  publishBotCommands,
  registerBotCommands,
  type BotAccounts,
  type BotSender,
} from './features/notifications/service.ts';
import { createMemberService } from './features/member/service.ts';
import { setupRoutes } from './features/setup/routes.ts';
import { createSettingsService } from './features/settings/service.ts';
import { createSetupService } from './features/setup/service.ts';
import { createImageStore, imageStoreChoice, type ImageStore } from './integrations/image-store/image-store.ts';
import { createImageStoreJobs } from './integrations/image-store/jobs.ts';
import { createMailer } from './integrations/mailer/mailer.ts';
import { BotBlockedError, createTelegramRuntime } from './integrations/telegram/bot-runtime.ts';
import { createYooKassaClient } from './integrations/yookassa/client.ts';
import { settingsRoutes } from './features/settings/routes.ts';
import { createTransferJobs } from './features/transfers/jobs.ts';
import { createBookJobs } from './features/books/jobs.ts';
import { dataTransferRoutes, planTransferRoutes, userTransferRoutes } from './features/transfers/routes.ts';
import { createTransfersService } from './features/transfers/service.ts';
import { createSettingsChecks } from './settings-checks.ts';
import { createEventBus } from './events.ts';
import type { AnyJobDefinition, JobQueue } from './jobs/types.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { passwordOfUrl, registerSecrets } from './lib/redact.ts';
import { providerOf, type Provider } from './lib/provider.ts';
import { defaultWebDistDir } from './lib/paths.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerAuth } from './plugins/auth.ts';
import { handleClientError } from './plugins/client-errors.ts';
import { registerCompression } from './plugins/compression.ts';
import { handleFrameworkError, registerErrorHandler, sendError } from './plugins/errors.ts';
import { registerObservability } from './plugins/observability.ts';
import { createRateLimitJobs } from './features/rate-limits/jobs.ts';
import { createRateLimiter } from './features/rate-limits/service.ts';
import { registerRequestLanguage } from './plugins/request-language.ts';
import { registerRobotsTxt } from './plugins/robots-txt.ts';
import { registerSessionCookies } from './plugins/session-cookie.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStorableTextCheck } from './plugins/storable-text.ts';
import { registerWebApp } from './plugins/web-app.ts';

/** The product's image path: the stored file of one of the lot's images, or none (a 404). */
const storedImages =
  (store: Provider<ImageStore>): ImageSource =>
  async (book, name) =>
    book.imageNames.includes(name) ? (await store.get()).get(book.id, name) : null;

/** The services every feature's routes are built from; the entry point uses some before serving. */
export function createServices({
  config,
  payments = config.payments ?? 'yookassa',
  database,
  jwtSecret,
  settingsKey,
  jobs,
  imageSource,
  demo,
  log,
  botSender,
}: {
  config: Config;
  /** PAYMENTS as resolved at start (config.paymentsMode: the embedded demo start defaults to the demo). */
  payments?: PaymentMode;
  database: Database;
  jwtSecret: string;
  /** The key the admin settings' secrets are encrypted with (SETTINGS_KEY or DATA_DIR/settings-key). */
  settingsKey: string;
  /** Where services send background jobs: pg-boss in the product, a drainable memory queue in tests. */
  jobs: JobQueue;
  /** Where lot images come from; tests pass their own. Default: the image store (or the demo's pictures). */
  imageSource?: ImageSource;
  /**
   * Demo mode's parts (packages/demo, started by main.ts): its pictures drawn on request in front of the
   * store, and its simulator's address as the sales source. Absent, nothing is made up.
   */
  demo?: {
    images(store: Provider<ImageStore>): ImageSource;
    salesSourceUrl(): string | undefined;
  };
  /** For failures of work done after the reply (the search history's writes); the server's logger. */
  log?: Pick<Logger, 'error' | 'warn' | 'info'>;
  /** Where alerts and link messages go instead of the Telegram bot (tests record them). */
  botSender?: BotSender;
}) {
  // The process's own secrets are masked in every log line and stored error text (lib/redact.ts).
  registerSecrets('process', [
    jwtSecret,
    settingsKey,
    config.metricsToken,
    config.adminPassword,
    passwordOfUrl(config.databaseUrl),
  ]);
  // Every client of an outside service is made from these, per use (lib/provider.ts): a saved change
  // reaches the next payment, e-mail, check or image without a restart.
  const events = createEventBus(log);
  const settings = createSettingsService({
    database,
    environment: config.environmentSettings,
    settingsKey,
    checks: createSettingsChecks(config),
    events,
    log,
  });
  const mailer = providerOf(
    async () => (await settings.current()).smtp,
    (smtp) =>
      createMailer(smtp, {
        outboxDir: path.join(config.dataDir, 'outbox'),
        defaultFrom: `Раритет <no-reply@${new URL(publicBaseUrl(config)).hostname}>`,
      }),
  );
  // Billing locks and flags accounts through the account rows' access; auth shows each user's
  // subscription fields (billing's answer): billing first, so neither waits for the other.
  const billing = createBillingService({
    database,
    accounts: createAccountAccess(database),
    payments,
    yookassa: providerOf(
      async () =>
        shopSettings(
          (await settings.current()).yandexKassa,
          (await settings.unreadableSecrets()).includes('yandexKassa.SecretKey'),
        ),
      (shop): YooKassaShop =>
        shop.state === 'ready'
          ? { state: 'ready', gateway: createYooKassaClient({ ...shop, apiUrl: config.yookassaApiUrl }) }
          : shop,
    ),
    returnPage: async () =>
      (await settings.current()).yandexKassa.ReturnUrl || `${publicBaseUrl(config)}${RETURN_PAGE_PATH}`,
  });
  const auth = createAuthService({
    database,
    jwtSecret,
    captchaTestCode: config.captchaTestCode,
    subscriptionSummary: (userId) => billing.subscriptionSummary(userId),
    subscriptionSummaries: (userIds) => billing.subscriptionSummaries(userIds),
    // The address confirmation (ADR 0049): queued at registration, sent by the auth job.
    mailer,
    jobs,
    publicUrl: publicBaseUrl(config),
    log,
  });
  const setup = createSetupService({ database, auth, settings, dataDir: config.dataDir });
  const imageStore = providerOf(
    async () =>
      imageStoreChoice(await settings.current(), {
        imageDir: config.imageDir,
        dataDir: config.dataDir,
        yandexDiskApiUrl: config.yandexDiskApiUrl,
      }),
    createImageStore,
  );
  const rateLimiter = createRateLimiter(database, config.rateLimitScale);
  // Each subscriber's paid reads a Moscow day, in the shared rate-limit table; the budgets are admin settings (ADR 0050).
  const meterPaidRead = createPaidReadMeter({
    daily: rateLimiter.daily,
    budgets: async () => (await settings.current()).readLimits,
  });
  const books = createBooksService({
    database,
    billing,
    secret: jwtSecret,
    meterPaidRead,
    imageSource: imageSource ?? demo?.images(imageStore) ?? storedImages(imageStore),
    events,
  });
  const search = createSearchService({
    database,
    billing,
    imageUrls: books.imageUrls,
    // A counter per user and Moscow day in the shared rate-limit table (the day is in the key).
    countPricePreview: (userId) =>
      rateLimiter.daily('price-preview', userId, PRICE_PREVIEW_DAILY_LIMIT, 'price_preview_limit'),
    log,
    searchTimeoutMs: config.searchTimeoutMs,
  });
  const priceStatistics = createPriceStatisticsService({
    database,
    billing,
    search,
    imageUrls: books.imageUrls,
    meterPaidRead,
    log,
    searchTimeoutMs: config.searchTimeoutMs,
  });
  const feedback = createFeedbackService({ database });
  const sitemaps = createSitemapService(database);
  const member = createMemberService({ database, auth, books, search });
  const categoryCleanup = createCategoryCleanupService({ database, books, member });
  const salesSource = salesSourceOf(config, demo !== undefined);
  const bookUpdate = createBookUpdateService({
    database,
    books,
    settings,
    jobs,
    events,
    images: imageStore,
    source: {
      name: salesSource,
      url: () =>
        salesSource === 'meshok'
          ? config.salesSourceUrl
          : salesSource === 'simulator'
            ? demo?.salesSourceUrl()
            : undefined,
      delayMs: config.salesSourceDelayMs,
    },
    // A blocked platform is asked again after a longer pause: 30 s at the default 500 ms between calls.
    blockedRetryMs: config.salesSourceDelayMs * 60,
    ...(log ? { log } : {}),
  });
  // The messaging bot: one grammY bot for the token in effect, started by main.ts (webhook with an https
  // PUBLIC_URL, else long polling in the processes that work jobs); a saved token starts, changes or
  // stops it. Sending needs no start: the alerts' delivery sends through it in every process.
  const telegram = createTelegramRuntime({
    readToken: async () => (await settings.current()).telegramBot.Token,
    apiRoot: config.telegramApiRoot,
    publicUrl: config.publicUrl,
    poll: config.role !== 'api',
    log: log ?? createLogger('silent'),
    setup: (bot) => events.emit('telegram.bot-made', { bot }),
    onStart: publishBotCommands,
  });
  // Keyword alerts: matched when the pull stores lots (and every minute, for lots that came another
  // way), delivered by e-mail or the bot.
  const notifications = createNotificationsService({
    database,
    books,
    search,
    auth,
    billing,
    mailer,
    bot: botSender ?? {
      available: () => telegram.status().mode !== 'none',
      botUsername: () => telegram.status().botUsername,
      sendHtml: telegram.sendHtml,
      sendPhoto: (...args) => telegram.sendPhoto(...args),
      isBlocked: (error) => error instanceof BotBlockedError,
    },
    publicUrl: publicBaseUrl(config),
    secret: jwtSecret,
    log,
    alertMaxSaleAgeDays: config.alertMaxSaleAgeDays,
  });
  const botAccounts: BotAccounts = {
    ...notifications.bot,
    priceSummary: createBotPriceSummary({ search, auth }),
  };
  // Lots or categories changed in this process: the price figures are counted again.
  events.on('books.changed', () => priceStatistics.invalidate());
  events.on('telegram.bot-made', ({ bot }) => registerBotCommands(bot, botAccounts, log ? { log } : {}));
  events.on('settings.changed', () => telegram.reload());
  events.on('lots.added', () => jobs.send('notifications.match', {}, { singletonKey: 'notifications.match' }));
  const transfers = createTransfersService({
    database,
    billing,
    users: {
      users: auth.usersTransfer,
      billing: billing.usersTransfer,
      favorites: member.usersTransfer,
      books: books.usersTransfer,
      search: search.usersTransfer,
      notifications: notifications.usersTransfer,
    },
    archive: books.transfer,
    images: imageStore,
    jobs,
    dataDir: config.dataDir,
    log,
  });
  return {
    events,
    jobs,
    transfers,
    auth,
    settings,
    setup,
    billing,
    books,
    search,
    priceStatistics,
    feedback,
    sitemaps,
    member,
    categoryCleanup,
    bookUpdate,
    notifications,
    telegram,
    rateLimiter,
    mailer,
    imageStore,
  };
}

export type Services = ReturnType<typeof createServices>;

/** Every background job of every feature; the entry point runs them with pg-boss. */
export function collectJobs(services: Services): AnyJobDefinition[] {
  return [
    ...createAuthJobs(services.auth),
    ...createBillingJobs(services.billing),
    ...createRateLimitJobs(services.rateLimiter),
    ...createBookUpdateJobs(services.bookUpdate, services.jobs),
    ...createImageStoreJobs(services.imageStore),
    ...createNotificationJobs(services.notifications, services.jobs),
    ...createTransferJobs(services.transfers),
    ...createBookJobs(services.books.bibliographicBackfill),
  ];
}

export type AppOptions = {
  config: Config;
  database: Database;
  services: Services;
  /** The process's logger (main.ts shares it with the services), or false: tests keep their output readable. */
  logger?: Logger | false;
};

/** 1 MiB: enough for every JSON body the API takes; uploads get their own limit on their routes. */
const BODY_LIMIT = 1024 * 1024;

export async function buildApp({ config, database, services, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Typed as Fastify's base logger so the instance's type stays the plain FastifyInstance.
    ...(logger === false
      ? { logger: false }
      : {
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- widens pino's Logger, which the rule does not count
          loggerInstance: (logger ?? createLogger(config.logLevel)) as FastifyBaseLogger,
        }),
    bodyLimit: BODY_LIMIT,
    clientErrorHandler: handleClientError,
    frameworkErrors: handleFrameworkError,
    // Only the proxies TRUST_PROXY names may tell the client's address: per-address limits depend on it.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? // A hop count, as Fastify documents it (its types only take the function form).
          (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // Per-request lines only when debugging; errors are logged either way.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // First: it compresses the answers of the routes made after it.
  await registerCompression(app);
  registerRequestLanguage(app);
  registerErrorHandler(app);
  registerStorableTextCheck(app);
  await registerSecurityHeaders(app, { publicUrl: publicBaseUrl(config) });
  await registerSessionCookies(app, { publicUrl: config.publicUrl });
  registerObservability(app, database, { metricsToken: config.metricsToken });
  // A worker process answers only the operations endpoints (health, readiness, metrics).
  if (config.role === 'worker') {
    app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'not_found'));
    return app;
  }
  await registerApiDocs(app, services.auth);

  const {
    auth,
    setup,
    billing,
    books,
    search,
    member,
    categoryCleanup,
    bookUpdate,
    notifications,
    rateLimiter,
    settings,
  } = services;
  registerAuth(app, auth);

  await app.register(
    async (api) => {
      await api.register(authRoutes, { auth, rateLimiter });
      await api.register(authAdminRoutes, { auth });
      await api.register(setupRoutes, { setup, rateLimiter });
      await api.register(billingRoutes, { billing, rateLimiter });
      await api.register(billingAdminRoutes, { billing, auth });
      await api.register(searchRoutes, { search, history: search.history, rateLimiter });
      await api.register(statsRoutes, { ...services.priceStatistics, rateLimiter });
      await api.register(bookRoutes, { books, auth, rateLimiter });
      await api.register(feedbackRoutes, { feedback: services.feedback, auth, rateLimiter });
      await api.register(memberRoutes, { ...member, rateLimiter });
      await api.register(settingsRoutes, {
        settings,
        status: async () => ({ payments: await billing.paymentsStatus() }),
      });
      await api.register(bookUpdateRoutes, { bookUpdate });
      await api.register(categoryCleanupRoutes, { cleanup: categoryCleanup });
      await api.register(notificationRoutes, { notifications, rateLimiter });
      await api.register(notificationAdminRoutes, { notifications });
      await api.register(telegramDiagnosticsRoutes, {
        telegram: services.telegram,
        botToken: async () => (await settings.current()).telegramBot.Token,
      });
      await api.register(telegramWebhookRoutes, { telegram: services.telegram });
      await api.register(planTransferRoutes, { transfers: services.transfers });
      await api.register(userTransferRoutes, { runner: services.transfers.users });
      await api.register(dataTransferRoutes, { runner: services.transfers.archive });
    },
    { prefix: '/api' },
  );

  // For crawlers, at the site's root: robots.txt names the sitemap index.
  registerRobotsTxt(app, { publicUrl: config.publicUrl });
  await app.register(sitemapRoutes, { sitemaps: services.sitemaps, publicUrl: config.publicUrl });

  await registerWebApp(app, config.webDistDir ?? defaultWebDistDir, {
    pageHead: bookPageHeadResolver(books.findBookForPage, publicBaseUrl(config)),
  });
  return app;
}
