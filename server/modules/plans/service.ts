import { eq, sql } from 'drizzle-orm';
import { MSG } from '@/common/messages';
import { toCents } from '@/common/money';
import { roiToBp } from '@/common/validation/plan';
import type { PlanCreateInput, PlanUpdateInput } from '@/common/api/plans';
import type { Db } from '@/server/db/client';
import { plans, type PlanRow, type UserRow } from '@/server/db/schema';
import { badRequest, conflict, isCheckViolation, notFound } from '@/server/lib/errors';
import { recordAudit } from '../audit/repository';
import { toPublicPlan } from './presenter';
import { findLivePlan, lockLivePlan, lockPlanNames, planNameTaken } from './repository';

export async function readPlan(db: Db, id: string): Promise<PlanRow> {
  const plan = await findLivePlan(db, id);
  if (!plan) throw notFound(MSG.planNotFound);
  return plan;
}

/** A min/max pair the database's check refused (a race the locks should already prevent). */
const rangeRefused = () => badRequest(MSG.planMaxBelowMin, [{ field: 'max', message: MSG.planMaxBelowMin }]);

export async function createPlan(db: Db, actor: UserRow, input: PlanCreateInput): Promise<PlanRow> {
  try {
    return await db.transaction(async (tx) => {
      await lockPlanNames(tx);
      if (await planNameTaken(tx, input.name)) throw conflict(MSG.planNameTaken);
      const [created] = await tx
        .insert(plans)
        .values({
          name: input.name,
          description: input.description,
          category: input.category,
          minCents: toCents(input.min),
          maxCents: toCents(input.max),
          roiBp: roiToBp(input.roi),
          durationDays: input.duration,
          ...(input.status !== undefined && { status: input.status }),
        })
        .returning();
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'plan.create',
        entity: 'plan',
        entityId: created.id,
        before: null,
        after: toPublicPlan(created),
      });
      return created;
    });
  } catch (err) {
    if (isCheckViolation(err)) throw rangeRefused();
    throw err;
  }
}

/**
 * A partial edit. When only one bound is sent it is checked against the other as stored,
 * with the row locked so a concurrent edit of the other bound can't slip between.
 */
export async function updatePlan(db: Db, actor: UserRow, id: string, input: PlanUpdateInput): Promise<PlanRow> {
  // nothing sent, nothing changed, nothing to audit
  if (Object.keys(input).length === 0) return readPlan(db, id);
  try {
    return await db.transaction(async (tx) => {
      if (input.name !== undefined) await lockPlanNames(tx);
      const before = await lockLivePlan(tx, id);
      if (!before) throw notFound(MSG.planNotFound);

      const minCents = input.min !== undefined ? toCents(input.min) : before.minCents;
      const maxCents = input.max !== undefined ? toCents(input.max) : before.maxCents;
      if (maxCents < minCents) {
        // both sent: the schema already refused it; one sent: name the stored one
        const error =
          input.max === undefined
            ? { field: 'min', message: MSG.planMinAboveMax(before.maxCents) }
            : input.min === undefined
              ? { field: 'max', message: MSG.planMaxBelowStoredMin(before.minCents) }
              : { field: 'max', message: MSG.planMaxBelowMin };
        throw badRequest(error.message, [error]);
      }
      if (input.name !== undefined && (await planNameTaken(tx, input.name, id))) throw conflict(MSG.planNameTaken);

      const [after] = await tx
        .update(plans)
        .set({
          ...(input.name !== undefined && { name: input.name }),
          ...(input.description !== undefined && { description: input.description }),
          ...(input.category !== undefined && { category: input.category }),
          ...(input.min !== undefined && { minCents }),
          ...(input.max !== undefined && { maxCents }),
          ...(input.roi !== undefined && { roiBp: roiToBp(input.roi) }),
          ...(input.duration !== undefined && { durationDays: input.duration }),
          ...(input.status !== undefined && { status: input.status }),
          updatedAt: sql`now()`,
        })
        .where(eq(plans.id, id))
        .returning();
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'plan.update',
        entity: 'plan',
        entityId: id,
        before: toPublicPlan(before),
        after: toPublicPlan(after),
      });
      return after;
    });
  } catch (err) {
    if (isCheckViolation(err)) throw rangeRefused();
    throw err;
  }
}

/**
 * Soft delete: the plan leaves every list and can't be bought; investments already made
 * keep the terms they copied at purchase.
 */
export async function deletePlan(db: Db, actor: UserRow, id: string): Promise<PlanRow> {
  return db.transaction(async (tx) => {
    const before = await lockLivePlan(tx, id);
    if (!before) throw notFound(MSG.planNotFound);
    const [after] = await tx
      .update(plans)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(plans.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'plan.delete',
      entity: 'plan',
      entityId: id,
      before: toPublicPlan(before),
      after: { ...toPublicPlan(after), deletedAt: after.deletedAt?.toISOString() },
    });
    return after;
  });
}
