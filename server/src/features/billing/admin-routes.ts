import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { User } from '@raritet/contracts/auth';
import {
  AssignPlanRequest,
  DeletePlanResponse,
  ID_MAX,
  SubscriptionPlan,
  SubscriptionPlanInput,
  SubscriptionPlanList,
} from '@raritet/contracts/billing';
import { ErrorBody } from '@raritet/contracts/errors';
import type { AuthService } from '../auth/service.ts';
import type { BillingService } from './service.ts';

export type BillingAdminRouteOptions = { billing: BillingService; auth: Pick<AuthService, 'userDtoById'> };

const IdParams = z.object({ id: z.coerce.number().int().positive().max(ID_MAX) });
const adminErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const admin = { tags: ['admin: plans'], security: [{ bearer: [] }] };

/** The operator's plan management and plan assignment. */
export const billingAdminRoutes: FastifyPluginAsyncZod<BillingAdminRouteOptions> = async (app, { billing, auth }) => {
  app.get(
    '/SubscriptionPlans',
    {
      schema: {
        ...admin,
        summary: 'Every plan, price ascending',
        response: { 200: SubscriptionPlanList, ...adminErrors },
      },
      onRequest: app.requireAdmin,
    },
    async () => billing.listAllPlans(),
  );

  app.post(
    '/SubscriptionPlans',
    {
      schema: { ...admin, body: SubscriptionPlanInput, response: { 201: SubscriptionPlan, ...adminErrors } },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => reply.code(201).send(await billing.createPlan(request.body)),
  );

  app.put(
    '/SubscriptionPlans/:id',
    {
      schema: {
        ...admin,
        params: IdParams,
        body: SubscriptionPlanInput,
        response: { 200: SubscriptionPlan, ...adminErrors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => billing.updatePlan(request.params.id, request.body),
  );

  app.delete(
    '/SubscriptionPlans/:id',
    {
      schema: {
        ...admin,
        summary: 'Deletes a plan, or deactivates it when subscriptions or payments refer to it',
        params: IdParams,
        response: { 200: DeletePlanResponse, ...adminErrors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => billing.deletePlan(request.params.id, request.lang),
  );

  app.post(
    '/admin/user/:id/assign-subscription-plan',
    {
      schema: {
        ...admin,
        summary: 'Gives the user a month of a plan, or with planId 0 ends their subscription now',
        params: IdParams,
        body: AssignPlanRequest,
        response: { 200: User, ...adminErrors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => {
      await billing.assignPlan(request.params.id, request.body);
      return (await auth.userDtoById(request.params.id))!;
    },
  );
};
