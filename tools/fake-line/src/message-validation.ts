/**
 * The Messaging API's checks on a push or multicast body, with LINE's detail texts (Java Bean
 * Validation wording: "May not be empty", "Size must be between 1 and 5", ...). It checks what an
 * app can get wrong with text and flex messages; other message types get their required fields
 * checked, not their every rule.
 */

export interface ErrorDetail {
  message: string;
  property: string;
}

/** The recipients, or why they are refused. */
export interface Recipients {
  to: string[];
  /** A count error, reported among the details. */
  detail?: ErrorDetail;
  /** A malformed id: LINE answers it with a one-line message instead of details. */
  invalidProperty?: string;
}

const MESSAGE_TYPES = ['text', 'image', 'video', 'audio', 'location', 'sticker', 'template', 'imagemap', 'flex'];
/** Fields without which LINE refuses each non-text, non-flex type. */
const REQUIRED_FIELDS: Record<string, string[]> = {
  image: ['originalContentUrl', 'previewImageUrl'],
  video: ['originalContentUrl', 'previewImageUrl'],
  audio: ['originalContentUrl', 'duration'],
  location: ['title', 'address', 'latitude', 'longitude'],
  sticker: ['packageId', 'stickerId'],
  template: ['altText', 'template'],
  imagemap: ['baseUrl', 'altText', 'baseSize', 'actions'],
};
export const MAX_MESSAGES = 5;
export const MAX_MULTICAST_RECIPIENTS = 500;
const MAX_TEXT = 5000;
const MAX_ALT_TEXT = 1500;
const MAX_CAROUSEL_BUBBLES = 12;

/** User ids are 'U' and 32 hex digits; push also takes group ('C') and room ('R') ids. */
const USER_ID = /^U[0-9a-f]{32}$/;
const PUSH_TARGET = /^[UCR][0-9a-f]{32}$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

export function pushRecipient(body: Record<string, unknown>): Recipients {
  const to = body.to;
  return typeof to === 'string' && PUSH_TARGET.test(to) ? { to: [to] } : { to: [], invalidProperty: 'to' };
}

/** Multicast: 1 to 500 user ids. A wrong count is a detail; a malformed id is a one-line error. */
export function multicastRecipients(body: Record<string, unknown>): Recipients {
  const to = body.to;
  if (!Array.isArray(to) || to.length === 0) return { to: [], detail: { message: 'May not be empty', property: 'to' } };
  if (to.length > MAX_MULTICAST_RECIPIENTS) {
    return { to: [], detail: { message: `Size must be between 1 and ${MAX_MULTICAST_RECIPIENTS}`, property: 'to' } };
  }
  const bad = to.findIndex((id) => typeof id !== 'string' || !USER_ID.test(id));
  return bad === -1 ? { to: to as string[] } : { to: [], invalidProperty: `to[${bad}]` };
}

function flexContentsErrors(contents: unknown, property: string): ErrorDetail[] {
  if (!isObject(contents)) return [{ message: 'May not be empty', property }];
  if (contents.type === 'bubble') return [];
  if (contents.type === 'carousel') {
    const bubbles = contents.contents;
    if (!Array.isArray(bubbles) || bubbles.length === 0 || bubbles.length > MAX_CAROUSEL_BUBBLES) {
      return [{ message: `Size must be between 1 and ${MAX_CAROUSEL_BUBBLES}`, property: `${property}.contents` }];
    }
    return bubbles.flatMap((bubble, index) =>
      isObject(bubble) && bubble.type === 'bubble'
        ? []
        : [
            {
              message: 'Must be one of the following values: [bubble]',
              property: `${property}.contents[${index}].type`,
            },
          ],
    );
  }
  return [{ message: 'Must be one of the following values: [bubble, carousel]', property: `${property}.type` }];
}

function messageErrors(message: unknown, property: string): ErrorDetail[] {
  if (!isObject(message)) return [{ message: 'May not be empty', property }];
  const type = message.type;
  if (typeof type !== 'string' || !MESSAGE_TYPES.includes(type)) {
    return [
      { message: `Must be one of the following values: [${MESSAGE_TYPES.join(', ')}]`, property: `${property}.type` },
    ];
  }
  if (type === 'text') {
    const text = message.text;
    if (typeof text !== 'string' || text === '') return [{ message: 'May not be empty', property: `${property}.text` }];
    // LINE counts UTF-16 code units, as JavaScript's length does.
    if (text.length > MAX_TEXT)
      return [{ message: `Length must be between 0 and ${MAX_TEXT}`, property: `${property}.text` }];
    return [];
  }
  if (type === 'flex') {
    const errors: ErrorDetail[] = [];
    const altText = message.altText;
    if (typeof altText !== 'string' || altText === '') {
      errors.push({ message: 'May not be empty', property: `${property}.altText` });
    } else if (altText.length > MAX_ALT_TEXT) {
      errors.push({ message: `Length must be between 0 and ${MAX_ALT_TEXT}`, property: `${property}.altText` });
    }
    return [...errors, ...flexContentsErrors(message.contents, `${property}.contents`)];
  }
  return (REQUIRED_FIELDS[type] ?? [])
    .filter((field) => isBlank(message[field]))
    .map((field) => ({ message: 'May not be empty', property: `${property}.${field}` }));
}

export function messagesErrors(body: Record<string, unknown>): ErrorDetail[] {
  const messages = body.messages;
  if (!Array.isArray(messages) || messages.length === 0) return [{ message: 'May not be empty', property: 'messages' }];
  if (messages.length > MAX_MESSAGES)
    return [{ message: `Size must be between 1 and ${MAX_MESSAGES}`, property: 'messages' }];
  return messages.flatMap((message, index) => messageErrors(message, `messages[${index}]`));
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return isObject(value);
}
