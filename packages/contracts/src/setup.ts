import { z } from 'zod';
import { credentialField, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, validateCredentials } from './auth.ts';
import { ruleRefinement } from './form-rules.ts';

export const SETUP_TOKEN_PARAM = 'token';

export const SetupInitializeRequest = z.object({
  adminEmail: z
    .string()
    .max(EMAIL_MAX_LENGTH * 4)
    .default(''),
  adminPassword: z
    .string()
    .max(PASSWORD_MAX_LENGTH * 4)
    .default(''),
  /** Optional PostgreSQL URL (postgres://…) to move the service to; empty keeps the current database. */
  connectionString: z.string().max(2000).default(''),
  /** The one-time token from the link the server prints while no administrator exists. */
  setupToken: z.string().max(200).default(''),
});
export type SetupInitializeRequest = z.infer<typeof SetupInitializeRequest>;

export const SetupInitializeResponse = z.object({
  message: z.string(),
  databaseChanged: z.boolean(),
});
export type SetupInitializeResponse = z.infer<typeof SetupInitializeResponse>;

export const SetupStatus = z.object({ initialized: z.boolean() });
export type SetupStatus = z.infer<typeof SetupStatus>;

/** The setup form as typed: the administrator's credentials follow the registration rules 1–4. */
export const SetupFormValues = z
  .object({ adminEmail: z.string(), adminPassword: z.string(), connectionString: z.string() })
  .superRefine(
    ruleRefinement(
      (values) => validateCredentials({ email: values.adminEmail, password: values.adminPassword }),
      (code) => (credentialField(code) === 'email' ? 'adminEmail' : 'adminPassword'),
    ),
  );
export type SetupFormValues = z.infer<typeof SetupFormValues>;
