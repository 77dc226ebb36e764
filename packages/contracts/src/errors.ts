import { z } from 'zod';

/** The body of every error response. `message` is already in the request's language. */
export const ErrorBody = z.object({
  code: z.string(),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
