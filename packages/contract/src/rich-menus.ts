import { defineRoute } from './route.ts';
import { z } from './zod-th.ts';

/** Who a rich menu is for: members, staff (Admin or Secretary/Treasurer), and LINE's default for everyone else. */
export const RICH_MENU_AUDIENCES = ['member', 'staff', 'visitor'] as const;
export const ZRichMenuAudienceSchema = z.enum(RICH_MENU_AUDIENCES);
export type TRichMenuAudience = z.infer<typeof ZRichMenuAudienceSchema>;

export const ZRebuildRichMenusResponseSchema = z.object({
  /** False without a Messaging API channel: nothing was made, and the screen says so. */
  line_configured: z.boolean(),
  menus: z.array(
    z.object({
      audience: ZRichMenuAudienceSchema,
      rich_menu_id: z.string(),
      /** True when this rebuild made it anew (its definition or image changed); false when it was kept. */
      created: z.boolean(),
    }),
  ),
  /** Members' LINE accounts given their menu, and accounts taken back to the default, by the sync that followed. */
  linked: z.number().int().nonnegative(),
  unlinked: z.number().int().nonnegative(),
});
export type TRebuildRichMenusResponse = z.infer<typeof ZRebuildRichMenusResponseSchema>;

export const rebuildRichMenus = defineRoute({
  method: 'POST',
  path: '/api/admin/line/rich-menus/',
  access: 'admin',
  summary:
    'Make the chapter’s three LINE rich menus (members, staff, visitors as the default) again where their ' +
    'definition or image changed, delete the ones replaced, and link every bound member’s LINE account to ' +
    'their role’s menu. Without a Messaging API channel it makes nothing. 503 when LINE refuses or does not answer.',
  response: ZRebuildRichMenusResponseSchema,
});
