import fc from 'fast-check';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Percent-encodes as a browser does: a lone surrogate, which UTF-8 cannot carry, goes as U+FFFD. */
export const encode = (value: string) => encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));

/**
 * Values an attacker or a broken client sends in place of what a route expects. Strings carry the
 * Unicode that breaks naive code: lone surrogates (not valid UTF-16, turned into U+FFFD on the
 * wire), right-to-left overrides, NUL (PostgreSQL refuses it in text), zero-width and byte-order
 * marks, emoji sequences, stacked combining marks, Thai with stacked tone marks, and the usual
 * injection payloads.
 */
export const unicodeEdgeCases = [
  '',
  ' ',
  '\uD800',
  '\uDC00abc',
  'a\uD83D',
  '\u202Eabc\u202C',
  '\u200F\u200E',
  '\u0000',
  'abc\u0000def',
  '\u200B\u200C\u200D\u2060',
  '\uFEFF',
  '😀👨‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301\u0301',
  'Z̸̡̢̛̖̗̘̙̜̝̞̟̠̣̤̥̦̩̪̫̬̭̮̯̰̱̲̳̹̺̻̼͇͈͉͍͎̀́̂̃̄̅̆̇̈̉̊̋̌̍̎̏̐̑̒̓̔̽̾̿̀́͂̓̈́͆͊͋͌̕̚ͅ͏͓͔͕͖͙͚͐͑͒͗͛ͣͤͥͦͧͨͩͪͫͬͭͮͯ͘͜͟͢͝͞͠͡',
  'สวัสดีครับ ชาปเตอร์',
  'ก\u0E31\u0E49\u0E49\u0E49\u0E4B\u0E4B',
  '\r\n\t\v\f',
  "'; DROP TABLE members; --",
  '<script>alert(1)</script>',
  '{{7*7}} #{7*7} <%= 7*7 %>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '0811111111\u0000',
  '๐๘๑๒๓๔๕๖๗๘',
  '１２３',
];

/** Big enough to hit limits: 100 kB of ASCII (over the 64 KB body limit), of Thai, of NUL. */
export const hugeStrings = ['a'.repeat(100_000), 'ก'.repeat(34_000), '\u0000'.repeat(70_000), '9'.repeat(5_000)];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...unicodeEdgeCases) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(...hugeStrings) },
  { weight: 1, arbitrary: fc.constantFrom('NaN', 'Infinity', '-1', '1e9', '0x10', '1.5', 'true', 'null', '[]', '{}') },
);

/** Numbers JSON can carry that routes should refuse or handle: signs, fractions, beyond int4 and beyond safe integers. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1.5,
    2 ** 31 - 1,
    2 ** 31,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53),
    1e21,
    1e308,
    Number.MIN_VALUE,
    Number.EPSILON,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/**
 * JSON tokens that JSON.stringify never writes but a raw request can: numbers that parse to
 * Infinity, to 0 or lose precision, and things that are not JSON at all (NaN, undefined).
 */
export const rawJsonTokens = [
  '1e400',
  '-1e400',
  '1e-400',
  '99999999999999999999',
  '-0',
  '1.0',
  '0.1e1',
  '00',
  'NaN',
  'Infinity',
  'undefined',
  "'single'",
  '"\\ud800"',
  '"\\u0000"',
];

/** Any JSON value of the wrong kind, including objects with keys aimed at prototypes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileNumber, hostileString), { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      Array.from({ length: 600 }, (_, i) => i + 1),
      Array(3).fill([[[[]]]]),
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom({ ['__proto__']: { admin: true } }, { constructor: { prototype: {} } }) },
);

/** Instants that parse but are absurd: before 1970, past year 9999 once in UTC, days that do not exist. */
export const hostileDateTimes = [
  '0001-01-01T00:00:00Z',
  '1969-12-31T23:59:59Z',
  '9999-12-31T23:59:59-14:00',
  '9999-12-31T22:00:00-03:00',
  '9999-12-31T23:59:59Z',
  '0099-12-31T23:00:00Z',
  '2027-02-30T10:00:00+07:00',
  '2027-01-01T24:00:00Z',
  '2027-01-01T10:00:00+99:00',
  '2027-01-01T10:00:00.1234567890Z',
  '2027-01-01',
  '+275760-09-13T00:00:00Z',
];
export const hostileDates = [
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '2027-02-30',
  '2027-13-01',
  '2027-1-1',
  '20270101',
];

/** Mostly whole numbers past what a PostgreSQL integer column holds, which only the database would notice. */
const nearNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(2 ** 31 - 1, 2 ** 31, 2 ** 32, Number.MAX_SAFE_INTEGER) },
  { weight: 2, arbitrary: fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }) },
  { weight: 1, arbitrary: hostileNumber },
);

/**
 * Values of the same kind as a valid one but at its edges, which reach the service and the
 * database where a value of the wrong type stops at validation: ids past int4, absurd dates.
 */
export function nearValue(valid: unknown): fc.Arbitrary<unknown> {
  if (typeof valid === 'number') return nearNumber;
  if (typeof valid === 'boolean') return fc.constantFrom(0, 1, 'true', 'false', 'yes');
  if (Array.isArray(valid)) return fc.array(nearNumber, { minLength: 1, maxLength: 3 });
  if (typeof valid !== 'string') return hostileValue;
  if (/^\d{4}-\d{2}-\d{2}T/.test(valid)) return fc.constantFrom(...hostileDateTimes);
  if (/^\d{4}-\d{2}-\d{2}$/.test(valid)) return fc.constantFrom(...hostileDates);
  if (/^\d+$/.test(valid)) return fc.oneof(nearNumber.map(String), hostileString);
  return hostileString;
}

/** Field names a client should not send: unknown ones, and those aimed at prototypes and internals. */
export const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'member_id', 'is_admin', 'roles', 'validated_by', ''),
  fc.string({ maxLength: 12 }),
);

/** Path segments in place of a numeric id, already percent-encoded where a browser would. */
export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'abc',
    '-1',
    '0',
    '1e9',
    '1.5',
    '99999999999999999999',
    '2147483648',
    '9007199254740993',
    'NaN',
    'Infinity',
    '0x10',
    '%00',
    '..%2F',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '%20',
    '%ZZ',
    '%C0%AE',
    '%E0%B8%81',
    '%F0%9F%98%80',
    '%D8%00',
    '1%3B%20DROP%20TABLE%20members',
    '%3Cscript%3E',
    'a'.repeat(150),
    '1'.repeat(120),
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }).map(encode),
);

/**
 * Bodies that are not JSON or not what the server expects JSON to look like: broken syntax, a
 * byte-order mark, comments, deep nesting, duplicate keys.
 */
export const malformedJson = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}}',
  '\uFEFF{}',
  '{/* comment */}',
  'null',
  '"text"',
  '[]',
  '12',
  'true',
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  '{"a":1,"a":2}',
  '\u0000',
  '{"\\ud800":1}',
  ' ',
];

/** Content types a JSON route must refuse, or at least never fail on. */
export const wrongContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/jsonx',
  'image/jpeg',
  '*/*',
  'application/json\u0000',
];
