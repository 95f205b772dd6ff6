/** Every host @line/liff 2.21.0 talks to in an external browser; init fails if one is missing. */
export const LINE_HOSTS: readonly string[] = [
  'api.line.me',
  'access.line.me',
  'liff.line.me',
  'static.line-scdn.net',
  'liffsdk.line-scdn.net',
  'uts-front.line-apps.com',
];

/**
 * The header the Playwright helper adds to say which LINE host a request was meant for: fake-line
 * records it, answers uts-front.line-apps.com by it, and refuses its control API when it is present.
 */
export const LINE_HOST_HEADER = 'x-fake-line-host';
