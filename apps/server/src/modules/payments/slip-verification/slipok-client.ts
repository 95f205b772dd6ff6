/**
 * SlipOK (slipok.com), a Thai slip-verification service: given the text of a slip's QR it asks
 * the banks whether the transfer exists and answers with what the slip says. One call:
 *
 *   POST {baseUrl}/api/line/apikey/{branchId}   x-authorization: <api key>
 *   {"data": "<slip QR text>", "log": true, "amount": 500}
 *
 * `log: true` makes SlipOK remember the slip (a second check is 1012, a duplicate) and check the
 * receiver against the accounts registered for the branch (1014); `amount` makes it compare the
 * amount (1013). Those three refusals still carry the slip's data, so they are "found" here with
 * a flag; the slip's own faults are "not_found"; everything about the service is "error". The
 * shapes are from SlipOK's API documentation; tools/fake-slipok/README.md says where each is from.
 */

export interface SlipOkOptions {
  baseUrl: string;
  apiKey: string;
  branchId: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type SlipProviderAnswer =
  | {
      kind: 'found';
      duplicate: boolean;
      amountMismatch: boolean;
      receiverMismatch: boolean;
      transRef: string;
      sendingBank: string;
      receivingBank: string;
      amountSatang: number;
      /** ISO-8601 instant; SlipOK's transDate and transTime are Bangkok time (UTC+7). */
      transferredAt: string;
      receiver: { name: string; account: string | null; proxy: string | null };
      code: number | null;
      message: string | null;
    }
  | { kind: 'not_found'; code: number | null; message: string }
  | { kind: 'error'; code: number | null; message: string };

const DEFAULT_TIMEOUT_MS = 10_000;
/** Refusals that still describe a real transfer: duplicate, amount, receiver. */
const FOUND_CODES = new Set([1012, 1013, 1014]);
/** Not a picture, unreadable, no QR, not a slip QR, no such transfer: the slip's fault, not ours. */
const NOT_FOUND_CODES = new Set([1005, 1006, 1007, 1008, 1011]);

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** SlipOK documents codes as numbers; one published SDK types them as strings, so take both. */
function codeOf(value: unknown): number | null {
  const code = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof code === 'number' && Number.isInteger(code) ? code : null;
}

function satangOf(value: unknown): number | null {
  const baht = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof baht === 'number' && Number.isFinite(baht) && baht >= 0 ? Math.round(baht * 100) : null;
}

/** transDate 'YYYYMMDD' and transTime 'HH:mm:ss' are the slip's Bangkok wall clock; transTimestamp is the fallback. */
function transferredAtOf(data: Fields): string | null {
  const date = typeof data.transDate === 'string' ? /^(\d{4})(\d{2})(\d{2})$/.exec(data.transDate) : null;
  const time = typeof data.transTime === 'string' && /^\d{2}:\d{2}:\d{2}$/.test(data.transTime) ? data.transTime : null;
  const candidates = [
    date && time ? `${date[1]}-${date[2]}-${date[3]}T${time}+07:00` : null,
    typeof data.transTimestamp === 'string' ? data.transTimestamp : null,
  ];
  for (const candidate of candidates) {
    const instant = candidate === null ? Number.NaN : Date.parse(candidate);
    if (Number.isFinite(instant)) return new Date(instant).toISOString();
  }
  return null;
}

function error(code: number | null, message: string): SlipProviderAnswer {
  return { kind: 'error', code, message };
}

function notFound(code: number | null, message: string): SlipProviderAnswer {
  return { kind: 'not_found', code, message };
}

function found(
  data: Fields,
  code: number | null,
  message: string | null,
  askedSatang: number | null,
): SlipProviderAnswer {
  const transRef = text(data.transRef);
  const sendingBank = text(data.sendingBank);
  const receivingBank = text(data.receivingBank);
  const amountSatang = satangOf(data.amount);
  const transferredAt = transferredAtOf(data);
  if (!transRef || !sendingBank || !receivingBank || amountSatang === null || !transferredAt) {
    return error(code, 'SlipOK ส่งข้อมูลสลิปมาไม่ครบ (เลขที่รายการ ธนาคาร ยอดเงิน หรือวันที่)');
  }
  const receiver = isFields(data.receiver) ? data.receiver : {};
  return {
    kind: 'found',
    duplicate: code === 1012,
    // SlipOK compares only when asked and says 1013; a 1012 or 1014 does not say whether it matched.
    amountMismatch: code === 1013 || (askedSatang !== null && askedSatang !== amountSatang),
    receiverMismatch: code === 1014,
    transRef,
    sendingBank,
    receivingBank,
    amountSatang,
    transferredAt,
    receiver: {
      name: text(receiver.displayName) ?? text(receiver.name) ?? '',
      account: isFields(receiver.account) ? text(receiver.account.value) : null,
      proxy: isFields(receiver.proxy) ? text(receiver.proxy.value) : null,
    },
    code,
    message,
  };
}

/** What an answer means, whatever its HTTP status: SlipOK's refusals are 4xx with a code. */
// The messages made here are shown to staff as they are (the provider's own are Thai already).
export function interpretAnswer(status: number, body: unknown, askedSatang: number | null): SlipProviderAnswer {
  if (!isFields(body)) return error(null, `SlipOK ตอบกลับผิดรูปแบบ (HTTP ${status})`);
  const code = codeOf(body.code);
  const message = text(body.message);
  if (code === null) {
    if (status >= 200 && status < 300 && body.success === true && isFields(body.data)) {
      // data.success is "valid QR code" in SlipOK's table; false means it read no slip there.
      if (body.data.success === false) return notFound(null, text(body.data.message) ?? 'SlipOK อ่านสลิปนี้ไม่ได้');
      return found(body.data, null, null, askedSatang);
    }
    return error(null, message ?? `SlipOK ไม่ได้ส่งผลการตรวจกลับมา (HTTP ${status})`);
  }
  if (FOUND_CODES.has(code) && isFields(body.data)) return found(body.data, code, message, askedSatang);
  if (NOT_FOUND_CODES.has(code)) return notFound(code, message ?? `SlipOK ไม่รับสลิปนี้ (รหัส ${code})`);
  return error(code, message ?? `SlipOK ปฏิเสธการตรวจ (รหัส ${code})`);
}

function describeFailure(cause: unknown, timeoutMs: number): string {
  if (cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError')) {
    return `SlipOK ไม่ตอบภายใน ${timeoutMs} มิลลิวินาที`;
  }
  // fetch's own message ('fetch failed') names no header; the cause's code says what broke.
  const detail = cause instanceof Error && isFields(cause.cause) ? text(cause.cause.code) : null;
  return `ติดต่อ SlipOK ไม่ได้${detail ? ` (${detail})` : ''}`;
}

export class SlipOkClient {
  // Private fields stay out of util.inspect and JSON.stringify, so logging the client shows no key.
  readonly #url: string;
  readonly #apiKey: string;
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch | undefined;

  constructor(options: SlipOkOptions) {
    this.#url = `${options.baseUrl.replace(/\/+$/, '')}/api/line/apikey/${encodeURIComponent(options.branchId)}`;
    this.#apiKey = options.apiKey;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#fetch = options.fetch;
  }

  /** Never throws: a failure to get an answer is `kind: 'error'`, like SlipOK's own refusals. */
  async check(input: { payload: string; amountSatang: number | null }): Promise<SlipProviderAnswer> {
    const body = {
      data: input.payload,
      log: true,
      ...(input.amountSatang === null ? {} : { amount: input.amountSatang / 100 }),
    };
    try {
      const response = await (this.#fetch ?? fetch)(this.#url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-authorization': this.#apiKey },
        body: JSON.stringify(body),
        // One deadline for the headers and the body, so a server that stalls mid-answer is cut off too.
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      const raw = await response.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return error(null, `SlipOK ตอบกลับไม่ใช่ JSON (HTTP ${response.status})`);
      }
      return interpretAnswer(response.status, parsed, input.amountSatang);
    } catch (cause) {
      return error(null, describeFailure(cause, this.#timeoutMs));
    }
  }
}
