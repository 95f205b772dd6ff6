import { randomBytes } from 'node:crypto';
import type { FakeLineContext, Route } from './context.ts';
import { bearerToken, type FakeRequest, json, type Reply } from './http.ts';
import { MESSAGING_ERRORS } from './line-errors.ts';
import { checkRichMenu, imageSize } from './richmenu-validation.ts';

/**
 * The Messaging API's rich-menu endpoints (issue 37), shaped as LINE's reference documents them:
 * create, upload the image (on the data host), list, delete, link and unlink per user, and the
 * default menu. A menu without its image cannot be linked or made the default (LINE answers 400),
 * an image is uploaded once per menu, and deleting a menu takes it from everyone it was linked to.
 */

/** LINE takes rich-menu images up to 1 MB. */
const MAX_IMAGE_BYTES = 1024 * 1024;

const RICH_MENU_ERRORS = {
  notFound: { message: 'richmenu not found' },
  noImage: { message: 'must upload richmenu image before applying it to user' },
  imageTwice: { message: 'An image has already been uploaded to the richmenu' },
  imageType: { message: 'The content type must be image/jpeg or image/png' },
  imageTooLarge: { message: 'The image size must be 1 MB or less' },
  imageSize: { message: 'The image size must be the same as the rich menu size' },
  userHasNone: { message: 'the user has no richmenu' },
  noDefault: { message: 'no default richmenu' },
} as const;

function authenticate(context: FakeLineContext, request: FakeRequest): Reply | undefined {
  if (!request.headers.authorization) return json(401, MESSAGING_ERRORS.missingAuthorization);
  const token = bearerToken(request);
  if (context.messagingAccessToken === undefined || token !== context.messagingAccessToken) {
    return json(401, MESSAGING_ERRORS.authenticationFailed);
  }
  return undefined;
}

/** LINE's rich menu ids: `richmenu-` and 32 hex digits. */
function richMenuId(): string {
  return `richmenu-${randomBytes(16).toString('hex')}`;
}

function create(context: FakeLineContext, request: FakeRequest): Reply {
  const { problems, menu } = checkRichMenu(request.body);
  if (!menu) return json(400, { message: `The request body has ${problems.length} error(s)`, details: problems });
  const id = richMenuId();
  context.store.richMenus.menus.set(id, { richMenuId: id, menu, image: null });
  return json(200, { richMenuId: id });
}

function upload(context: FakeLineContext, request: FakeRequest, id: string): Reply {
  const found = context.store.richMenus.menus.get(id);
  if (!found) return json(404, RICH_MENU_ERRORS.notFound);
  const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
  if (contentType !== 'image/png' && contentType !== 'image/jpeg') return json(415, RICH_MENU_ERRORS.imageType);
  if (!Buffer.isBuffer(request.body)) return json(400, RICH_MENU_ERRORS.imageSize);
  if (request.body.length > MAX_IMAGE_BYTES) return json(413, RICH_MENU_ERRORS.imageTooLarge);
  if (found.image) return json(400, RICH_MENU_ERRORS.imageTwice);
  const size = imageSize(request.body);
  if (!size || size.width !== found.menu.size.width || size.height !== found.menu.size.height) {
    return json(400, RICH_MENU_ERRORS.imageSize);
  }
  found.image = { contentType, bytes: request.body };
  return json(200, {});
}

/** The menu object as LINE lists it: the id and what was created. */
function shown(context: FakeLineContext, id: string) {
  const found = context.store.richMenus.menus.get(id);
  return found ? { richMenuId: id, ...found.menu } : null;
}

/** Linking and defaulting need a menu with its image. */
function applicable(context: FakeLineContext, id: string): Reply | undefined {
  const found = context.store.richMenus.menus.get(id);
  if (!found) return json(404, RICH_MENU_ERRORS.notFound);
  if (!found.image) return json(400, RICH_MENU_ERRORS.noImage);
  return undefined;
}

export function richMenuRoutes(context: FakeLineContext): Route[] {
  const records = context.store.richMenus;
  // Every endpoint needs the channel's token first, as LINE checks it before anything else.
  const guarded =
    (handle: (request: FakeRequest, params: Array<string | undefined>) => Reply) =>
    (request: FakeRequest, params: Array<string | undefined>) =>
      authenticate(context, request) ?? handle(request, params);
  const ID = '(richmenu-[0-9a-f]+|[^/]+)';
  return [
    { method: 'POST', path: '/v2/bot/richmenu', handle: guarded((request) => create(context, request)) },
    {
      method: 'GET',
      path: '/v2/bot/richmenu/list',
      handle: guarded(() => json(200, { richmenus: [...records.menus.keys()].map((id) => shown(context, id)) })),
    },
    {
      method: 'POST',
      path: new RegExp(`^/v2/bot/richmenu/${ID}/content$`),
      handle: guarded((request, [id]) => upload(context, request, id ?? '')),
    },
    {
      method: 'GET',
      path: new RegExp(`^/v2/bot/richmenu/${ID}$`),
      handle: guarded((_request, [id]) => {
        const menu = shown(context, id ?? '');
        return menu ? json(200, menu) : json(404, RICH_MENU_ERRORS.notFound);
      }),
    },
    {
      method: 'DELETE',
      path: new RegExp(`^/v2/bot/richmenu/${ID}$`),
      handle: guarded((_request, [id]) => {
        if (!records.menus.has(id ?? '')) return json(404, RICH_MENU_ERRORS.notFound);
        records.remove(id ?? '');
        return json(200, {});
      }),
    },
    {
      method: 'POST',
      path: new RegExp(`^/v2/bot/user/all/richmenu/${ID}$`),
      handle: guarded((_request, [id]) => {
        const refused = applicable(context, id ?? '');
        if (refused) return refused;
        records.defaultId = id ?? null;
        return json(200, {});
      }),
    },
    {
      method: 'GET',
      path: '/v2/bot/user/all/richmenu',
      handle: guarded(() =>
        records.defaultId ? json(200, { richMenuId: records.defaultId }) : json(404, RICH_MENU_ERRORS.noDefault),
      ),
    },
    {
      method: 'DELETE',
      path: '/v2/bot/user/all/richmenu',
      handle: guarded(() => {
        records.defaultId = null;
        return json(200, {});
      }),
    },
    {
      method: 'POST',
      path: new RegExp(`^/v2/bot/user/(U[0-9a-f]{32})/richmenu/${ID}$`),
      handle: guarded((_request, [userId, id]) => {
        const refused = applicable(context, id ?? '');
        if (refused) return refused;
        records.links.set(userId ?? '', id ?? '');
        return json(200, {});
      }),
    },
    {
      method: 'GET',
      path: /^\/v2\/bot\/user\/(U[0-9a-f]{32})\/richmenu$/,
      handle: guarded((_request, [userId]) => {
        const linked = records.links.get(userId ?? '');
        return linked ? json(200, { richMenuId: linked }) : json(404, RICH_MENU_ERRORS.userHasNone);
      }),
    },
    {
      method: 'DELETE',
      path: /^\/v2\/bot\/user\/(U[0-9a-f]{32})\/richmenu$/,
      handle: guarded((_request, [userId]) => {
        records.links.delete(userId ?? '');
        return json(200, {});
      }),
    },
  ];
}
