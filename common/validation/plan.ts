import { z } from 'zod';
import { MSG } from '../messages';
import { hasAtMostTwoDecimals, positiveMoneySchema } from '../money';

// The plan rules, written once for the API and the
// react-admin plan form.

export const PLAN_CATEGORIES = ['crypto', 'gold', 'real_estate', 'agriculture', 'cannabidiol', 'forex', 'nft'] as const;
export type PlanCategory = (typeof PLAN_CATEGORIES)[number];

/** How the back-office and the investor area name each category. */
export const PLAN_CATEGORY_LABELS: Record<PlanCategory, string> = {
  crypto: 'Cryptocurrency',
  gold: 'Precious Metal',
  real_estate: 'Real Estate',
  agriculture: 'Agriculture',
  cannabidiol: 'Cannabidiol',
  forex: 'Forex',
  nft: 'NFTs',
};

export const PLAN_NAME_MAX = 100;
export const PLAN_DESCRIPTION_MAX = 2000;
/** roi is a daily percent: 1.5 means 1.5 % a day */
export const PLAN_ROI_MAX = 100;
export const PLAN_DURATION_MIN = 1;
export const PLAN_DURATION_MAX = 3650;

/** Missing, null or '' (an empty form input) -> '<label> is required'; any other wrong type -> `wrong`. */
export const requiredOr =
  (label: string, wrong: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null || issue.input === '' ? MSG.required(label) : wrong;

const requiredText = (label: string, max: number, maxMessage: string) =>
  z
    .string({ error: requiredOr(label, MSG.mustBeText(label)) })
    .trim()
    .min(1, MSG.required(label))
    .max(max, maxMessage);

/** A plan's bound in US dollars: > 0, then common/money.ts's rules (two decimals, upper bound). */
const planMoney = (label: string) =>
  z
    .number({ error: requiredOr(label, MSG.mustBeNumber(label)) })
    .refine((n) => n > 0, MSG.mustBePositive(label))
    .pipe(positiveMoneySchema);

export const planFields = {
  name: requiredText('Name', PLAN_NAME_MAX, MSG.nameMax),
  description: requiredText('Description', PLAN_DESCRIPTION_MAX, MSG.planDescriptionMax),
  category: z.enum(PLAN_CATEGORIES, { error: requiredOr('Category', MSG.planCategoryInvalid) }),
  min: planMoney('Minimum'),
  max: planMoney('Maximum'),
  roi: z
    .number({ error: requiredOr('ROI', MSG.mustBeNumber('ROI')) })
    .refine((n) => n > 0 && n <= PLAN_ROI_MAX, MSG.planRoiRange)
    .refine(hasAtMostTwoDecimals, MSG.planRoiDecimals),
  duration: z
    .number({ error: requiredOr('Duration', MSG.mustBeNumber('Duration')) })
    .int(MSG.planDurationRange)
    .min(PLAN_DURATION_MIN, MSG.planDurationRange)
    .max(PLAN_DURATION_MAX, MSG.planDurationRange),
  /** 'Deposit Return': the principal comes back at maturity (default true) */
  status: z.boolean({ error: MSG.mustBeBoolean('Deposit Return') }),
};

/** max >= min, reported on max (when both are present). */
export const minNotAboveMax = (v: { min?: number; max?: number }, ctx: z.RefinementCtx) => {
  if (v.min !== undefined && v.max !== undefined && v.max < v.min) {
    ctx.addIssue({ code: 'custom', message: MSG.planMaxBelowMin, path: ['max'] });
  }
};

const { status, ...requiredFields } = planFields;

/** A whole plan as sent: every field but status required (status defaults to true). */
export const planBodyFields = { ...requiredFields, status: status.optional() };

/**
 * The react-admin plan form: the same rules, but extra keys of the record being edited
 * (_id, createdAt...) are dropped instead of refused.
 */
export const planFormSchema = z.object(planBodyFields).superRefine(minNotAboveMax);

/** Daily percent (1.5) <-> basis points as stored (150). */
export const roiToBp = (roi: number): number => Math.round(roi * 100);
export const bpToRoi = (bp: number): number => Number((bp / 100).toFixed(2));
