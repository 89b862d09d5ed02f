import { z } from 'zod';
import { defineTexts, plain } from '../i18n/translate';
import { MSG } from '../messages';
import { hasAtMostTwoDecimals, positiveMoneySchema } from '../money';
import { readText, type LazyText } from './lazy-text';

// The plan rules, written once for the API and the
// react-admin plan form.

export const PLAN_CATEGORIES = ['crypto', 'gold', 'real_estate', 'agriculture', 'cannabidiol', 'forex', 'nft'] as const;
export type PlanCategory = (typeof PLAN_CATEGORIES)[number];

/** How the back-office and the investor area name each category. */
export const PLAN_CATEGORY_LABELS: Record<PlanCategory, string> = defineTexts('planCategory', {
  crypto: plain,
  gold: plain,
  real_estate: plain,
  agriculture: plain,
  cannabidiol: plain,
  forex: plain,
  nft: plain,
});

/** What the plan form's fields are called inside a message ('Name is required'). */
const PLAN_FIELD_LABELS = defineTexts('planField', {
  name: plain,
  description: plain,
  category: plain,
  min: plain,
  max: plain,
  roi: plain,
  duration: plain,
  depositReturn: plain,
});

export const PLAN_NAME_MAX = 100;
export const PLAN_DESCRIPTION_MAX = 2000;
/** roi is a daily percent: 1.5 means 1.5 % a day */
export const PLAN_ROI_MAX = 100;
export const PLAN_DURATION_MIN = 1;
export const PLAN_DURATION_MAX = 3650;

/**
 * Missing, null or '' (an empty form input) -> '<label> is required'; any other wrong type -> `wrong`.
 * Label and message are read at each parse, in the language of that moment.
 */
export const requiredOr =
  (label: LazyText, wrong: LazyText) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null || issue.input === '' ? MSG.required(readText(label)) : readText(wrong);

const requiredText = (label: () => string, max: number, maxMessage: () => string) =>
  z
    .string({ error: requiredOr(label, () => MSG.mustBeText(label())) })
    .trim()
    .min(1, { error: () => MSG.required(label()) })
    .max(max, { error: maxMessage });

/** A plan's bound in US dollars: > 0, then common/money.ts's rules (two decimals, upper bound). */
const planMoney = (label: () => string) =>
  z
    .number({ error: requiredOr(label, () => MSG.mustBeNumber(label())) })
    .refine((n) => n > 0, { error: () => MSG.mustBePositive(label()) })
    .pipe(positiveMoneySchema);

const roiLabel = () => PLAN_FIELD_LABELS.roi;
const durationLabel = () => PLAN_FIELD_LABELS.duration;

export const planFields = {
  name: requiredText(
    () => PLAN_FIELD_LABELS.name,
    PLAN_NAME_MAX,
    () => MSG.nameMax,
  ),
  description: requiredText(
    () => PLAN_FIELD_LABELS.description,
    PLAN_DESCRIPTION_MAX,
    () => MSG.planDescriptionMax,
  ),
  category: z.enum(PLAN_CATEGORIES, {
    error: requiredOr(
      () => PLAN_FIELD_LABELS.category,
      () => MSG.planCategoryInvalid,
    ),
  }),
  min: planMoney(() => PLAN_FIELD_LABELS.min),
  max: planMoney(() => PLAN_FIELD_LABELS.max),
  roi: z
    .number({ error: requiredOr(roiLabel, () => MSG.mustBeNumber(roiLabel())) })
    .refine((n) => n > 0 && n <= PLAN_ROI_MAX, { error: () => MSG.planRoiRange })
    .refine(hasAtMostTwoDecimals, { error: () => MSG.planRoiDecimals }),
  duration: z
    .number({ error: requiredOr(durationLabel, () => MSG.mustBeNumber(durationLabel())) })
    .int({ error: () => MSG.planDurationRange })
    .min(PLAN_DURATION_MIN, { error: () => MSG.planDurationRange })
    .max(PLAN_DURATION_MAX, { error: () => MSG.planDurationRange }),
  /** 'Deposit Return': the principal comes back at maturity (default true) */
  status: z.boolean({ error: () => MSG.mustBeBoolean(PLAN_FIELD_LABELS.depositReturn) }),
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
