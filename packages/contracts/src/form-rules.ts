import type { z } from 'zod';
import type { MessageCode } from './messages.ts';

/**
 * A rule function (the first broken rule in the spec's order, as a message code) as a zod refinement:
 * the code becomes the one issue's message, on the field it is about. The server calls the rule
 * functions directly and the web forms parse the schemas built with this, so both sides run the same
 * rules in the same order. The order lives in the function rather than in chained zod checks because
 * a cross-field rule (the confirmation) sits between single-field rules in the spec's list.
 */
export function ruleRefinement<T, F extends string>(
  rule: (values: T) => MessageCode | null,
  fieldOf: (code: MessageCode, values: T) => F,
): (values: T, ctx: z.RefinementCtx<T>) => void {
  return (values, ctx) => {
    const code = rule(values);
    if (code !== null) ctx.addIssue({ code: 'custom', message: code, path: [fieldOf(code, values)] });
  };
}
