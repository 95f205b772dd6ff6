import type { RouteDef } from '@chapter/contract/route';
import fc from 'fast-check';
import {
  encode,
  extraKey,
  hostilePathSegment,
  hostileString,
  hostileValue,
  malformedJson,
  nearValue,
  rawJsonTokens,
  wrongContentTypes,
} from './hostile-values.ts';

/** A valid input of a route, which the hostile requests take apart one piece at a time. */
export interface RouteSample {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
}

export interface HostileRequest {
  /** What was broken, for the failure message. */
  kind: string;
  method: RouteDef['method'];
  url: string;
  /** Raw body text, sent as is. */
  payload?: string;
  contentType?: string;
}

interface Parts {
  kind: string;
  /** Path segments, already percent-encoded. */
  params: Record<string, string>;
  /** The query string without its `?`, already encoded. */
  query: string;
  payload?: string;
  contentType?: string;
}

/** One way of breaking a valid request; the weight says how often, relative to the others. */
type Mutation = fc.WeightedArbitrary<Partial<Parts>>;
const often = (arbitrary: fc.Arbitrary<Partial<Parts>>): Mutation => ({ arbitrary, weight: 3 });
const sometimes = (arbitrary: fc.Arbitrary<Partial<Parts>>): Mutation => ({ arbitrary, weight: 1 });

const encodeAll = (values: Record<string, string | number> = {}) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, encode(String(value))]));

const queryOf = (values: Record<string, unknown>) =>
  Object.entries(values)
    .map(([key, value]) => `${encode(key)}=${encode(String(value))}`)
    .join('&');

/** A JSON text with one placeholder value swapped for a raw token JSON.stringify would never write. */
const RAW = '\u0001raw\u0001';
const withRawToken = (body: Record<string, unknown>, key: string, token: string) =>
  JSON.stringify({ ...body, [key]: RAW }).replace(JSON.stringify(RAW), token);

const without = (values: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(values).filter(([name]) => name !== key));

const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}… (${text.length} chars)` : text);
const describeValue = (value: unknown) => shorten(JSON.stringify(value) ?? String(value));

function paramMutations(params: Record<string, string | number>): Mutation[] {
  const names = Object.keys(params);
  return [
    often(
      fc.record({ name: fc.constantFrom(...names), segment: hostilePathSegment }).map(({ name, segment }) => ({
        kind: `path ${name}=${segment}`,
        params: { ...encodeAll(params), [name]: segment },
      })),
    ),
  ];
}

function queryMutations(query: Record<string, string | number>): Mutation[] {
  const names = Object.keys(query);
  const name = fc.constantFrom(...names);
  return [
    often(
      name
        .chain((name) => fc.record({ name: fc.constant(name), value: nearValue(String(query[name])) }))
        .map(({ name, value }) => ({
          kind: `query ${name}=${describeValue(value)}`,
          query: queryOf({ ...query, [name]: value }),
        })),
    ),
    sometimes(name.map((name) => ({ kind: `query without ${name}`, query: queryOf(without(query, name)) }))),
    sometimes(
      fc.record({ key: extraKey, value: hostileString }).map(({ key, value }) => ({
        kind: `query with extra ${describeValue(key)}`,
        query: `${queryOf(query)}&${queryOf({ [key]: value })}`,
      })),
    ),
    sometimes(
      fc
        .record({ name, raw: fc.constantFrom('%ZZ', '%00', '[]=1', '[a]=1', '=', '', '&&&', '%E0%B8') })
        .map(({ name, raw }) => ({
          kind: `query raw ${name}${raw}`,
          query: `${queryOf(query)}&${encode(name)}${raw}`,
        })),
    ),
  ];
}

function bodyMutations(body: Record<string, unknown>): Mutation[] {
  const json = (text: string) => ({ payload: text, contentType: 'application/json' });
  const fields = Object.keys(body);
  const field = fc.constantFrom(...fields);
  return [
    {
      // Values of the field's own kind at their edges (half the time) reach the service and the database.
      weight: 9,
      arbitrary: field
        .chain((field) =>
          fc.record({ field: fc.constant(field), value: fc.oneof(nearValue(body[field]), hostileValue) }),
        )
        .map(({ field, value }) => ({
          kind: `body ${field}=${describeValue(value)}`,
          ...json(JSON.stringify({ ...body, [field]: value })),
        })),
    },
    often(
      fc.record({ field, token: fc.constantFrom(...rawJsonTokens) }).map(({ field, token }) => ({
        kind: `body ${field}=${token} (raw)`,
        ...json(withRawToken(body, field, token)),
      })),
    ),
    often(field.map((field) => ({ kind: `body without ${field}`, ...json(JSON.stringify(without(body, field))) }))),
    often(
      fc.record({ key: extraKey, value: hostileValue }).map(({ key, value }) => ({
        kind: `body with extra ${describeValue(key)}`,
        // A computed key makes even "__proto__" an own property, so JSON.stringify writes it.
        ...json(JSON.stringify({ ...body, [key]: value })),
      })),
    ),
    sometimes(
      hostileValue.map((value) => ({ kind: `body is ${describeValue(value)}`, ...json(JSON.stringify(value) ?? '') })),
    ),
    ...junkBodies(JSON.stringify(body), queryOf(body)),
  ];
}

/** Bodies that are not JSON, or JSON under the wrong content type, or no content type at all. */
function junkBodies(validJson: string, asForm: string): Mutation[] {
  return [
    sometimes(
      fc.constantFrom(...malformedJson).map((text) => ({
        kind: `malformed JSON ${describeValue(text)}`,
        payload: text,
        contentType: 'application/json',
      })),
    ),
    sometimes(
      fc
        .record({ contentType: fc.constantFrom(...wrongContentTypes), text: fc.constantFrom(validJson, asForm) })
        .map(({ contentType, text }) => ({ kind: `content type ${contentType}`, payload: text, contentType })),
    ),
    sometimes(
      fc.constantFrom(
        { kind: 'no content type', payload: validJson, contentType: undefined },
        { kind: 'empty JSON body', payload: '', contentType: 'application/json' },
        {
          kind: 'multipart body',
          payload: `--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n${validJson}\r\n--xyz--\r\n`,
          contentType: 'multipart/form-data; boundary=xyz',
        },
      ),
    ),
  ];
}

/**
 * Requests to a route, each with one part of a valid input broken: a path id, a query value, a
 * body field (wrong type, missing, extra, raw JSON), the whole body, or its content type. Routes
 * that take no body still get junk bodies when their method carries one.
 */
export function hostileRequests(route: RouteDef, sample: RouteSample): fc.Arbitrary<HostileRequest> {
  const mutations: Mutation[] = [];
  if (sample.params) mutations.push(...paramMutations(sample.params));
  if (sample.query) mutations.push(...queryMutations(sample.query));
  if (sample.body) mutations.push(...bodyMutations(sample.body));
  else if (route.method !== 'GET') mutations.push(...junkBodies('{"a":1}', 'a=1'));
  if (mutations.length === 0) throw new Error(`${route.method} ${route.path}: the sample has no input to break`);

  const base: Parts = {
    kind: 'valid',
    params: encodeAll(sample.params),
    query: sample.query ? queryOf(sample.query) : '',
    ...(sample.body && { payload: JSON.stringify(sample.body), contentType: 'application/json' }),
  };
  return fc.oneof(...mutations).map((mutation) => {
    const parts = { ...base, ...mutation };
    const path = route.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => parts.params[name] ?? '');
    return {
      // fast-check prints counterexamples with this: short, where the raw value may be 100 kB.
      [fc.toStringMethod]: () => `${route.method} ${shorten(path)} (${parts.kind})`,
      kind: parts.kind,
      method: route.method,
      url: parts.query ? `${path}?${parts.query}` : path,
      ...(parts.payload !== undefined && { payload: parts.payload }),
      ...(parts.contentType !== undefined && { contentType: parts.contentType }),
    };
  });
}
