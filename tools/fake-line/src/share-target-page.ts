/**
 * The share target picker's window, as fake-line serves it at
 * https://access.line.me/oauth2/v2.1/liff/shareTargetPicker?liffId&ott. @line/liff 2.21.0 opens it
 * as a pop-up (480×640) outside the LINE app and talks to it with window.postMessage, checking the
 * origin both ways: every second it sends {name: 'healthcheck'}, the window answers
 * {name: 'receivedHealthcheck'}, and the SDK then sends {name: 'ready', body: {messages, isMultiple,
 * referrer: {liffId, url}}}. The user ticks chats and presses Send (the page posts the messages to
 * fake-line, which records them and sets the result SUCCESS) or Cancel (result CANCEL); either way
 * the window closes, as LINE's does, while the SDK polls the result.
 */

export interface PickerTarget {
  id: string;
  name: string;
}

export interface PickerPageInput {
  liffId: string;
  ott: string;
  /** The LIFF app's origin: the only opener whose messages the window takes, and answers. */
  appOrigin: string;
  targets: PickerTarget[];
  sharePath: string;
  resultPath: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON inside a <script>: `<` escaped so a display name cannot close the script element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Runs in the pop-up; plain ES5-ish JavaScript, no build step. */
const PICKER_SCRIPT = `
(function () {
  var config = JSON.parse(document.getElementById('picker-config').textContent);
  var payload = null;
  var status = document.getElementById('status');
  var preview = document.getElementById('preview');
  var send = document.getElementById('send');
  var cancel = document.getElementById('cancel');
  var query = '?liffId=' + encodeURIComponent(config.liffId) + '&ott=' + encodeURIComponent(config.ott);

  function describe(message) {
    if (message && message.type === 'text') return message.text;
    if (message && message.altText) return '[' + message.type + '] ' + message.altText;
    return '[' + (message && message.type) + ']';
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== config.appOrigin || event.source !== window.opener) return;
    var data = event.data || {};
    if (data.name === 'healthcheck') {
      window.opener.postMessage({ name: 'receivedHealthcheck', body: {} }, config.appOrigin);
    } else if (data.name === 'ready' && payload === null && data.body && Array.isArray(data.body.messages)) {
      payload = data.body;
      preview.textContent = '';
      payload.messages.forEach(function (message) {
        var item = document.createElement('li');
        item.textContent = describe(message);
        preview.appendChild(item);
      });
      status.textContent = 'Choose where to send ' + payload.messages.length + ' message(s).';
      send.disabled = false;
    }
  });

  send.addEventListener('click', function () {
    var to = Array.prototype.map.call(document.querySelectorAll('input[name=target]:checked'), function (box) {
      return box.value;
    });
    if (to.length === 0) { status.textContent = 'Choose at least one chat.'; return; }
    send.disabled = true;
    fetch(config.sharePath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ liffId: config.liffId, ott: config.ott, to: to, messages: payload.messages }),
    }).then(function () { window.close(); });
  });

  cancel.addEventListener('click', function () {
    fetch(config.resultPath + query, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'result=CANCEL',
    }).then(function () { window.close(); });
  });
})();
`;

export function pickerPage(input: PickerPageInput): string {
  const boxes = input.targets
    .map(
      (target) =>
        `<label><input type="checkbox" name="target" value="${escapeHtml(target.id)}"> Share with ${escapeHtml(target.name)}</label>`,
    )
    .join('\n');
  const config = {
    liffId: input.liffId,
    ott: input.ott,
    appOrigin: input.appOrigin,
    sharePath: input.sharePath,
    resultPath: input.resultPath,
  };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Share target picker (fake)</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:1rem auto;padding:0 1rem}
label{display:block;padding:.5rem 0}button{margin:.5rem .5rem 0 0;padding:.6rem 1.2rem;font-size:1rem}</style></head>
<body>
<h1>Share target picker (fake)</h1>
<p id="status" role="status">Waiting for the app's messages.</p>
<ul id="preview" aria-label="Messages"></ul>
<fieldset><legend>Friends and groups</legend>
${boxes}
</fieldset>
<button id="send" type="button" disabled>Send</button>
<button id="cancel" type="button">Cancel</button>
<script type="application/json" id="picker-config">${scriptJson(config)}</script>
<script>${PICKER_SCRIPT}</script>
</body></html>`;
}
