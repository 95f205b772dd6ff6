import { apiMessages } from './messages.ts';
import { defineRoute } from './route.ts';
import { z } from './zod-th.ts';

export const ZChapterSettingsSchema = z.object({
  chapter_name: z.string(),
  bank_name: z.string(),
  bank_account_holder: z.string(),
  bank_account_number: z.string(),
});
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

export const ZSettingsRequestSchema = z.strictObject({
  chapter_name: ZSettingInput(100),
  bank_name: ZSettingInput(100),
  bank_account_holder: ZSettingInput(200),
  bank_account_number: ZSettingInput(50),
});
export type TSettingsRequest = z.input<typeof ZSettingsRequestSchema>;
export type TSettingsValues = z.output<typeof ZSettingsRequestSchema>;

export const adminSettings = defineRoute({
  method: 'GET',
  path: '/api/admin/settings/',
  access: 'admin',
  summary: 'The chapter name and bank details members see, with the environment defaults they override.',
  response: ZSettingsResponseSchema,
});

export const adminUpdateSettings = defineRoute({
  method: 'PUT',
  path: '/api/admin/settings/',
  access: 'admin',
  summary: 'Set the chapter name and bank details; a blank value falls back to the environment default.',
  body: ZSettingsRequestSchema,
  response: ZSettingsResponseSchema,
});
