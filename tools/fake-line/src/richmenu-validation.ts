import { isRecord } from './message-validation.ts';
import type { FakeRichMenu } from './richmenu-records.ts';

/**
 * A rich menu object checked as LINE's reference states it: width 800 to 2500 px, height at least
 * 250 px and width/height at least 1.45; `selected`, `name` (≤ 300), `chatBarText` (≤ 14) and
 * `areas` (≤ 20) required; each area inside the image, with an action of a type LINE knows.
 */
const ACTION_TYPES = new Set([
  'postback',
  'message',
  'uri',
  'datetimepicker',
  'richmenuswitch',
  'camera',
  'cameraRoll',
  'location',
  'clipboard',
]);

export interface RichMenuProblem {
  message: string;
  property: string;
}

function isWhole(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

function actionProblems(action: unknown, at: string): RichMenuProblem[] {
  if (!isRecord(action) || typeof action.type !== 'string') return [{ message: 'must be specified', property: at }];
  if (!ACTION_TYPES.has(action.type)) return [{ message: 'type is invalid', property: `${at}.type` }];
  if (action.type === 'uri') {
    const uri = action.uri;
    if (typeof uri !== 'string' || !/^(https?|line|tel):/.test(uri) || uri.length > 1000) {
      return [{ message: 'invalid uri', property: `${at}.uri` }];
    }
  }
  if (action.type === 'postback' && (typeof action.data !== 'string' || action.data.length > 300)) {
    return [{ message: 'size must be between 0 and 300', property: `${at}.data` }];
  }
  return [];
}

/** The problems LINE would list in `details`, or none with the menu as stored. */
export function checkRichMenu(body: unknown): { problems: RichMenuProblem[]; menu?: FakeRichMenu['menu'] } {
  if (!isRecord(body)) return { problems: [{ message: 'must be specified', property: 'richMenu' }] };
  const problems: RichMenuProblem[] = [];
  const size = isRecord(body.size) ? body.size : null;
  const width = size?.width;
  const height = size?.height;
  if (!isWhole(width) || width < 800 || width > 2500) {
    problems.push({ message: 'must be between 800 and 2500', property: 'size.width' });
  }
  if (!isWhole(height) || height < 250)
    problems.push({ message: 'must be greater than or equal to 250', property: 'size.height' });
  if (isWhole(width) && isWhole(height) && height > 0 && width / height < 1.45) {
    problems.push({ message: 'aspect ratio (width / height) must be at least 1.45', property: 'size' });
  }
  if (typeof body.selected !== 'boolean') problems.push({ message: 'must be specified', property: 'selected' });
  if (typeof body.name !== 'string' || body.name.length === 0 || body.name.length > 300) {
    problems.push({ message: 'size must be between 1 and 300', property: 'name' });
  }
  if (typeof body.chatBarText !== 'string' || body.chatBarText.length === 0 || body.chatBarText.length > 14) {
    problems.push({ message: 'size must be between 1 and 14', property: 'chatBarText' });
  }
  const areas = Array.isArray(body.areas) ? body.areas : null;
  if (!areas) problems.push({ message: 'must be specified', property: 'areas' });
  else if (areas.length > 20) problems.push({ message: 'size must be between 0 and 20', property: 'areas' });
  else {
    areas.forEach((area, index) => {
      const at = `areas[${index}]`;
      const bounds = isRecord(area) && isRecord(area.bounds) ? area.bounds : null;
      const { x, y, width: w, height: h } = bounds ?? {};
      if (!isWhole(x) || !isWhole(y) || !isWhole(w) || !isWhole(h) || x < 0 || y < 0 || w <= 0 || h <= 0) {
        problems.push({ message: 'must be specified', property: `${at}.bounds` });
      } else if (isWhole(width) && isWhole(height) && (x + w > width || y + h > height)) {
        problems.push({ message: 'bounds must be within the rich menu size', property: `${at}.bounds` });
      }
      problems.push(...actionProblems(isRecord(area) ? area.action : undefined, `${at}.action`));
    });
  }
  if (problems.length > 0) return { problems };
  return { problems, menu: body as unknown as FakeRichMenu['menu'] };
}

/**
 * The pixel size of a PNG (its IHDR) or a JPEG (its first start-of-frame marker), or null when the
 * bytes are neither: LINE refuses an image whose size is not the menu's.
 */
export function imageSize(bytes: Buffer): { width: number; height: number } | null {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(png)) {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    // SOF0-SOF15 carry the frame's size; C4 (DHT), C8 and CC (DAC) share the range but do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}
