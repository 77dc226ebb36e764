import { validatePlanInput, type DeletePlanResponse, type SubscriptionPlan } from '@raritet/contracts/billing';
import { formatMessage, type Language } from '@raritet/contracts/messages';
import type { Database, DbOrTx } from '../../db/client.ts';
import { badRequest, foreignKeyViolation, notFound } from '../../lib/errors.ts';
import { toPlanDto } from './dto.ts';
import { createPlansRepository, type PlanRow, type StoredPlan } from './plans-repository.ts';

export type { PlanRow, StoredPlan };
export type PlanImportOutcome = 'created' | 'updated' | 'unchanged';

const sameStoredPlan = (row: PlanRow, plan: StoredPlan) =>
  row.name === plan.name &&
  row.price === plan.price &&
  row.monthlyPrice === plan.monthlyPrice &&
  row.yearlyPrice === plan.yearlyPrice &&
  row.monthlyRequestLimit === plan.monthlyRequestLimit &&
  row.description === plan.description &&
  row.isActive === plan.isActive &&
  row.createdAt.getTime() === plan.createdAt.getTime() &&
  row.updatedAt.getTime() === plan.updatedAt.getTime();

/** The admin form's body as the route's schema parsed it. */
export type PlanInput = Parameters<typeof validatePlanInput>[0];

function validPlan(input: PlanInput) {
  const result = validatePlanInput(input);
  if ('error' in result) throw badRequest(result.error);
  return result.plan;
}

/** Plans: the public list and the operator's create, edit and delete. */
export function createPlansService({ database }: { database: Database }) {
  const repository = createPlansRepository(database.db);

  return {
    /** Active plans, price ascending (then name): what /subscription shows. */
    listPublicPlans: async (): Promise<SubscriptionPlan[]> => (await repository.listActive()).map(toPlanDto),

    /** Every plan, active or not, price ascending. */
    listAllPlans: async (): Promise<SubscriptionPlan[]> => (await repository.listAll()).map(toPlanDto),

    /** Every plan with every stored field, by id: what the plan export writes (transfers). */
    exportPlans: (): Promise<PlanRow[]> => repository.listById(),

    /**
     * The plan import's write of one plan, inside the import's transaction: matched by name, inserted when
     * new, rewritten field by field (timestamps included) when different, and left alone, not even
     * touched, when equal. Plans the file does not name are never deleted.
     */
    async importPlan(plan: StoredPlan, tx: DbOrTx): Promise<PlanImportOutcome> {
      const existing = await repository.findByName(plan.name, tx);
      if (!existing) {
        await repository.insertStored(plan, tx);
        return 'created';
      }
      if (sameStoredPlan(existing, plan)) return 'unchanged';
      await repository.updateStored(existing.id, plan, tx);
      return 'updated';
    },

    createPlan: async (input: PlanInput): Promise<SubscriptionPlan> =>
      toPlanDto(await repository.insert(validPlan(input))),

    async updatePlan(id: number, input: PlanInput): Promise<SubscriptionPlan> {
      const plan = validPlan(input);
      const row = await repository.update(id, plan);
      if (!row) throw notFound('plan_not_found');
      return toPlanDto(row);
    },

    /**
     * Deletes a plan nobody refers to. A plan that subscriptions or payments refer to keeps their history
     * readable: it is deactivated (hidden from the public list) instead, and the answer says so.
     */
    async deletePlan(id: number, lang: Language): Promise<DeletePlanResponse> {
      const deactivated = { deleted: false, deactivated: true };
      const outcome = await database.db
        .transaction(async (tx) => {
          const plan = await repository.findById(id, tx);
          if (!plan) throw notFound('plan_not_found');
          if (await repository.isReferenced(id, tx)) {
            await repository.deactivate(id, tx);
            return { ...deactivated, name: plan.name };
          }
          await repository.delete(id, tx);
          return { deleted: true, deactivated: false, name: plan.name };
        })
        .catch(async (error: unknown) => {
          // A payment for the plan appeared meanwhile: deactivate instead.
          if (foreignKeyViolation(error) === undefined) throw error;
          const plan = await repository.findById(id);
          await repository.deactivate(id);
          return { ...deactivated, name: plan?.name ?? '' };
        });
      const { name, ...flags } = outcome;
      return { ...flags, message: formatMessage(flags.deleted ? 'plan_deleted' : 'plan_deactivated', lang, { name }) };
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
