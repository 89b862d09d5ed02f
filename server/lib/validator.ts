import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { findUnsafeText, TEXT_MSG } from '@/common/validation/text';

// the marker fastify-type-provider-zod puts on its issues, so the error handler treats ours alike
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

/**
 * The zod validator, preceded for every body, query, params and headers schema by the one
 * text rule (no U+0000, no lone surrogate): a route cannot forget it, and such text never
 * reaches a query (PostgreSQL refuses NUL with an error, which was a 500).
 */
export const safeTextValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data: unknown) => {
    const path = findUnsafeText(data);
    if (path) {
      return {
        error: [
          {
            [ZOD_ISSUE]: true,
            keyword: 'unsafe_text',
            instancePath: `/${path.join('/')}`,
            schemaPath: '#/unsafe_text',
            message: TEXT_MSG.unsafe,
            params: {},
          },
        ] as never,
      };
    }
    return validate(data);
  };
};
