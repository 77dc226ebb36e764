import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CancelSubscriptionResponse,
  CheckStatusResponse,
  CreatePaymentRequest,
  CreatePaymentResponse,
  DemoCheckout,
  ID_MAX,
  Payment,
  SubscriptionList,
  SubscriptionPlanList,
} from '@raritet/contracts/billing';
import { ErrorBody } from '@raritet/contracts/errors';
import type { RateLimiter } from '../rate-limits/service.ts';
import type { BillingLog, NotificationOutcome } from './payments-service.ts';
import type { BillingService } from './service.ts';

export type BillingRouteOptions = { billing: BillingService; rateLimiter: RateLimiter };

const PaymentParams = z.object({ paymentId: z.coerce.number().int().positive().max(ID_MAX) });
const userErrors = { 401: ErrorBody, 404: ErrorBody };
const bearer = [{ bearer: [] }];

/** YooKassa's notification, read loosely: only the payment id is used, and only to re-read it. */
const YooKassaNotification = z.looseObject({
  type: z.string().max(50).optional(),
  event: z.string().max(100),
  object: z.looseObject({
    id: z.string().min(1).max(100),
    metadata: z.record(z.string(), z.unknown()).optional(),
  }),
});

function logOutcome(log: BillingLog, o: NotificationOutcome) {
  if (o.outcome === 'mismatch') log.warn(o, 'YooKassa payment does not match our record: nothing activated');
  else log.info(o, `YooKassa notification: ${o.outcome}`);
}

/** The subscriber's calls and the payment provider's. */
export const billingRoutes: FastifyPluginAsyncZod<BillingRouteOptions> = async (app, { billing, rateLimiter }) => {
  app.get(
    '/subscription/plans',
    {
      schema: {
        tags: ['billing'],
        summary: 'Active plans, price ascending',
        response: { 200: SubscriptionPlanList },
      },
    },
    async () => billing.listPublicPlans(),
  );

  app.post(
    '/subscription/create-payment',
    {
      schema: {
        tags: ['billing'],
        security: bearer,
        summary:
          'Starts a payment for a plan; the browser goes to redirectUrl. 503 when payments are not available (a YooKassa shop not set, half set, unreadable or failing; never the demo checkout instead)',
        body: CreatePaymentRequest,
        response: { 200: CreatePaymentResponse, 400: ErrorBody, ...userErrors, 429: ErrorBody, 503: ErrorBody },
      },
      preHandler: [
        app.requireUser,
        rateLimiter.limit('create-payment', { max: 20, windowSeconds: 60, key: (req) => String(req.user.id) }),
      ],
    },
    async (request) => billing.createPayment(request.user.id, request.body, request.log),
  );

  app.get(
    '/subscription/check-status',
    {
      schema: { tags: ['billing'], security: bearer, response: { 200: CheckStatusResponse, 401: ErrorBody } },
      onRequest: app.requireUser,
    },
    async (request) => billing.checkStatus(request.user.id),
  );

  app.get(
    '/subscription/my-subscriptions',
    {
      schema: { tags: ['billing'], security: bearer, response: { 200: SubscriptionList, 401: ErrorBody } },
      onRequest: app.requireUser,
    },
    async (request) => billing.mySubscriptions(request.user.id),
  );

  app.post(
    '/subscription/cancel',
    {
      schema: {
        tags: ['billing'],
        security: bearer,
        summary: 'Stops renewal; the paid period runs to its end date',
        response: { 200: CancelSubscriptionResponse, 400: ErrorBody, 401: ErrorBody },
      },
      onRequest: app.requireUser,
    },
    async (request) => billing.cancelSubscription(request.user.id, request.lang),
  );

  app.get(
    '/subscription/payments/:paymentId',
    {
      schema: {
        tags: ['billing'],
        security: bearer,
        summary: "The user's payment, re-read from the provider while it is open",
        params: PaymentParams,
        response: { 200: Payment, 400: ErrorBody, ...userErrors },
      },
      onRequest: app.requireUser,
    },
    async (request) => billing.paymentStatus(request.user.id, request.params.paymentId, request.log),
  );

  app.post(
    '/subscription/yookassa-webhook',
    {
      schema: {
        tags: ['billing'],
        summary: 'YooKassa notifications; the payment is re-read from YooKassa, the body is not trusted',
        body: YooKassaNotification,
        response: { 200: z.object({ received: z.literal(true) }), 400: ErrorBody, 429: ErrorBody, 502: ErrorBody },
      },
      preHandler: rateLimiter.limit('yookassa-webhook', { max: 600, windowSeconds: 60, key: (req) => req.ip }),
    },
    async (request) => {
      logOutcome(request.log, await billing.handleNotification(request.body, request.log));
      return { received: true as const };
    },
  );

  // The built-in demo checkout (only with PAYMENTS=demo; 404 otherwise).
  const demoSchema = (summary: string) => ({
    tags: ['billing'],
    security: bearer,
    summary,
    params: PaymentParams,
    response: { 200: DemoCheckout, 400: ErrorBody, ...userErrors, 409: ErrorBody },
  });
  app.get(
    '/subscription/demo-checkout/:paymentId',
    { schema: demoSchema('A demo payment, for the demo checkout page'), onRequest: app.requireUser },
    async (request) => billing.getDemoCheckout(request.user.id, request.params.paymentId),
  );
  app.post(
    '/subscription/demo-checkout/:paymentId/pay',
    { schema: demoSchema('Pays a demo payment (activates like a YooKassa success)'), onRequest: app.requireUser },
    async (request) => billing.payDemo(request.user.id, request.params.paymentId),
  );
  app.post(
    '/subscription/demo-checkout/:paymentId/cancel',
    { schema: demoSchema('Cancels a demo payment'), onRequest: app.requireUser },
    async (request) => billing.cancelDemo(request.user.id, request.params.paymentId),
  );
};
