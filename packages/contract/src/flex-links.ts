/**
 * The link schemes a staff member's Flex message may carry. LINE opens an action's link in its own
 * browser with the member signed in to LINE, so a `javascript:` or `data:` link there is an attack
 * on members, and a plain `http:` one can be rewritten on the way (issue 15). `line:` opens LINE's
 * own screens, `tel:` and `mailto:` the phone and the mail app.
 */
export const FLEX_LINK_SCHEMES = ['https', 'line', 'tel', 'mailto'] as const;

const allowedLink = new RegExp(`^(${FLEX_LINK_SCHEMES.join('|')}):`, 'i');

/**
 * Whether a key holds a link LINE opens: an action's `uri`, an image map's `linkUri`, and every
 * value of an action's `altUri` (`desktop`). Image `url`s are not opened, only shown, so LINE's own
 * https rule for them is enough.
 */
const isLinkKey = (key: string) => /uri$/i.test(key);

/**
 * Every link in a Flex message whose scheme is not one of FLEX_LINK_SCHEMES, as the path a person
 * can find it by (`body.contents[0].action.uri`). Leading spaces or control characters count
 * against a link: browsers skip them and would run what follows.
 */
export function disallowedFlexLinks(value: unknown, path = '', insideLink = false): string[] {
  if (typeof value === 'string') return insideLink && !allowedLink.test(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => disallowedFlexLinks(item, `${path}[${i}]`, insideLink));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    disallowedFlexLinks(item, path ? `${path}.${key}` : key, insideLink || isLinkKey(key)),
  );
}
