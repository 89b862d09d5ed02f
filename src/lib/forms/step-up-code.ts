import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import { CODE_UI, stepUpCodeMissing } from '@/common/validation/sign-in-code';

/**
 * Adds the step-up `code` field to a form's resolver: when `needed(values)` says a
 * code goes along (two-factor sign-in on), a blank one is an error beside the others; the
 * output carries the trimmed code ('' when none is needed).
 */
export function withStepUpCode<TIn extends FieldValues, TOut extends FieldValues>(
  resolver: Resolver<TIn, unknown, TOut>,
  needed: (values: TIn & { code: string }) => boolean,
): Resolver<TIn & { code: string }, unknown, TOut & { code: string }> {
  type Result = ResolverResult<TIn & { code: string }, TOut & { code: string }>;
  return async (values, context, options) => {
    const result = await resolver(values, context, options as never);
    const ask = needed(values);
    const codeError = ask && stepUpCodeMissing(values.code) ? { code: { type: 'required', message: CODE_UI.codeBlank } } : null;
    if (Object.keys(result.errors).length > 0 || codeError) {
      return { values: {}, errors: { ...result.errors, ...codeError } } as Result;
    }
    return { values: { ...(result.values as TOut), code: ask ? values.code.trim() : '' }, errors: {} } as Result;
  };
}
