import { CHAPTER_SETTINGS, type TChapterSettingName } from './chapter-settings.ts';
import { apiMessages } from './messages.ts';
import { parsePromptPayId } from './promptpay-id.ts';
import { defineRoute } from './route.ts';
import { z } from './zod-th.ts';

/** Every setting's value as text; the PromptPay id as digits (promptpay-id.ts), empty when there is none. */
export const ZChapterSettingsSchema = z.object(
  Object.fromEntries(CHAPTER_SETTINGS.map((name) => [name, z.string()])) as Record<TChapterSettingName, z.ZodString>,
);
export type TChapterSettings = z.infer<typeof ZChapterSettingsSchema>;

export const ZSettingsResponseSchema = z.object({
  /** What members see now. */
  values: ZChapterSettingsSchema,
  /** The environment's defaults, which apply to a setting left blank. */
  defaults: ZChapterSettingsSchema,
  /** The settings an admin has set, overriding the defaults. */
  overridden: z.array(ZChapterSettingsSchema.keyof()),
});
export type TSettingsResponse = z.infer<typeof ZSettingsResponseSchema>;

/** Blank (or null) means "use the environment's default". */
const ZSettingInput = (max: number) =>
  z
    .string()
    .trim()
    .max(max, apiMessages.tooLong(max))
    .nullable()
    .transform((value) => (value ? value : null));

/**
 * A PromptPay id in any form parsePromptPayId reads, stored as its digits. Optional, unlike the
 * others, for clients that predate it: absent is blank, so the environment's default applies.
 */
const ZPromptPayIdInput = z
  .string()
  .trim()
  .max(50, apiMessages.tooLong(50))
  .nullable()
  .default(null)
  .transform((value, context) => {
    if (!value) return null;
    const parsed = parsePromptPayId(value);
    if (parsed.ok) return parsed.digits;
    context.addIssue({
      code: 'custom',
      message: parsed.problem === 'check_digit' ? apiMessages.promptPayIdCheckDigit : apiMessages.promptPayIdInvalid,
    });
    return z.NEVER;
  });

/** What each setting accepts: one rule per name of CHAPTER_SETTINGS, no more and no fewer. */
const settingRules = {
  chapter_name: ZSettingInput(100),
  bank_name: ZSettingInput(100),
  bank_account_holder: ZSettingInput(200),
  bank_account_number: ZSettingInput(50),
  promptpay_id: ZPromptPayIdInput,
} satisfies Record<TChapterSettingName, z.ZodType>;

export const ZSettingsRequestSchema = z.strictObject(settingRules);
export type TSettingsRequest = z.input<typeof ZSettingsRequestSchema>;
export type TSettingsValues = z.output<typeof ZSettingsRequestSchema>;

export const adminSettings = defineRoute({
  method: 'GET',
  path: '/api/admin/settings/',
  access: 'admin',
  summary: 'The chapter name, bank details and PromptPay id members see, with the environment defaults they override.',
  response: ZSettingsResponseSchema,
});

export const adminUpdateSettings = defineRoute({
  method: 'PUT',
  path: '/api/admin/settings/',
  access: 'admin',
  summary: 'Set the chapter name, bank details and PromptPay id; a blank value falls back to the environment default.',
  body: ZSettingsRequestSchema,
  response: ZSettingsResponseSchema,
});
