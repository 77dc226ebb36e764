import {
  AdminSettingsInput,
  type AdminSettingsFormValues,
  type AdminSettingsInput as AdminSettingsBody,
  type CheckableGroup,
} from '@raritet/contracts/settings';

export type CheckBody = { ok: true; body: AdminSettingsBody } | { ok: false; field: string; code: string };

/**
 * A check tests what the form holds now, saved or not: only the group's inputs, through the rules the
 * server applies, so a bad value is shown under its input instead of being sent. Masks keep the stored
 * secrets, as on save.
 */
export function checkBody(group: CheckableGroup, values: AdminSettingsFormValues): CheckBody {
  const result = AdminSettingsInput.safeParse({ [group]: values[group] });
  if (result.success) return { ok: true, body: { [group]: result.data[group] } };
  const issue = result.error.issues[0];
  return { ok: false, field: issue?.path.join('.') ?? group, code: issue?.message ?? 'settings_field_invalid' };
}
