import type { Route } from './context.ts';
import { type FakeRequest, javascript, json, type Reply } from './http.ts';

/**
 * Harmless stand-ins for the files the SDK loads from LINE's CDNs in an external browser.
 * `liff.init` fails without them: it waits for the extension script to define
 * `window.liffClientExtension`, and for the translation manifest and one language file.
 */

/** @liff/extensions appends this script and calls `window.liffClientExtension.install(liff)`. */
const EXTENSION_SCRIPT = `/* fake-line: LIFF client extension stub (no Bluetooth, no in-app features) */
window.liffClientExtension = { install: function () {} };
`;

/** Only loaded when the context's utsTracking mode is 'auto' or 'force'; fake-line sends 'none'. */
const UTS_SCRIPT = `/* fake-line: LINE analytics (UTS) stub that sends nothing */
(function () {
  var noop = function () {};
  window.uts = { init: noop, setExtra: noop, sendCustom: noop, setMid: noop, setTid: noop,
    setSessionParams: noop, setUrl: noop };
})();
`;

/** The LINE UI alert the SDK shows on Android after an external-browser login; loaded as a module. */
const LUI_SCRIPT = '/* fake-line: LINE UI component stub */\nexport {};\n';

/** @liff/i18n picks the browser's language if listed, otherwise 'en'. */
const TRANSLATION_MANIFEST = { languages: { en: 'en.json' } };
const ENGLISH = {
  'alert.android.extBrowser.autoLoginWorkaround.title': 'Open in your browser to continue',
  'alert.android.extBrowser.autoLoginWorkaround.button.text': 'Open',
};

export function staticRoutes(): Route[] {
  return [
    { method: 'GET', path: /^\/liff\/edge\/[^/]+\/[\w-]*extensions\.js$/, handle: () => javascript(EXTENSION_SCRIPT) },
    { method: 'GET', path: /^\/uts\/edge\/[^/]+\/uts\.js$/, handle: () => javascript(UTS_SCRIPT) },
    { method: 'GET', path: /^\/lui\/edge\/.+\.js$/, handle: () => javascript(LUI_SCRIPT) },
    { method: 'GET', path: '/xlt/manifest.json', handle: () => json(200, TRANSLATION_MANIFEST) },
    { method: 'GET', path: /^\/xlt\/[\w-]+\.json$/, handle: () => json(200, ENGLISH) },
  ];
}

/** LINE's analytics collector (uts-front.line-apps.com) takes anything and says nothing. */
export function analyticsCollector(request: FakeRequest): Reply | undefined {
  return request.lineHost === 'uts-front.line-apps.com' ? { status: 204 } : undefined;
}
