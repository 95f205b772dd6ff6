import sharp from 'sharp';
import { layoutOf, type RichMenuDefinition } from './definitions.ts';

/** LINE refuses rich-menu images over 1 MB. */
export const MAX_RICH_MENU_IMAGE_BYTES = 1024 * 1024;

/**
 * Thai fonts by preference: Noto Sans Thai, then Debian's TLWG fonts (fonts-thai-tlwg). Where none
 * is installed fontconfig falls back to whatever it has, so the image still renders (the labels
 * may then show as boxes): a missing font never fails a rebuild.
 */
const FONTS = "'Noto Sans Thai', 'Noto Sans Thai UI', Loma, Garuda, Sarabun, 'TH Sarabun New', sans-serif";

/** Each audience's colours, so staff can tell their menu from a member's at a glance. */
const PALETTE = {
  member: { tile: '#1f4e79', alternate: '#2a5f8f', text: '#ffffff', hint: '#d6e4f0' },
  staff: { tile: '#5b2a86', alternate: '#6c3a99', text: '#ffffff', hint: '#e6d8f2' },
  visitor: { tile: '#c0392b', alternate: '#a93226', text: '#ffffff', hint: '#f6dcd9' },
} as const;

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

/** The menu drawn as SVG: one coloured tile per area, its label and a line under it. */
export function richMenuSvg(definition: RichMenuDefinition): string {
  const { width, height, boxes } = layoutOf(definition);
  const colours = PALETTE[definition.audience];
  const tiles = definition.tiles.map((item, index) => {
    const box = boxes[index];
    if (!box) return '';
    const centreX = box.x + box.width / 2;
    const centreY = box.y + box.height / 2;
    const fill = index % 2 === 0 ? colours.tile : colours.alternate;
    // Long labels on narrow tiles get a smaller size so they stay inside their tile.
    const size = Math.min(120, Math.floor((box.width * 1.5) / Math.max(item.label.length, 1)));
    return [
      `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="${fill}"/>`,
      `<rect x="${box.x + 6}" y="${box.y + 6}" width="${box.width - 12}" height="${box.height - 12}" fill="none" stroke="${colours.hint}" stroke-opacity="0.35" stroke-width="4"/>`,
      `<text x="${centreX}" y="${centreY}" font-size="${size}" font-weight="bold" fill="${colours.text}" text-anchor="middle">${escapeXml(item.label)}</text>`,
      `<text x="${centreX}" y="${centreY + size + 10}" font-size="${Math.round(size * 0.5)}" fill="${colours.hint}" text-anchor="middle">${escapeXml(item.hint)}</text>`,
    ].join('');
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<g font-family="${FONTS.replace(/"/g, '&quot;')}">`,
    `<rect width="${width}" height="${height}" fill="${colours.tile}"/>`,
    ...tiles,
    '</g></svg>',
  ].join('');
}

/**
 * The menu's image: the SVG rendered by sharp to a PNG of exactly the menu's size. Flat colours
 * and a palette keep it far below LINE's 1 MB; were it ever over, a JPEG is taken instead.
 */
export function renderRichMenuImage(definition: RichMenuDefinition): Promise<RichMenuImage> {
  // The same definition draws the same image in a process (its fonts do not change while it runs):
  // drawn once, a rebuild that changes nothing costs no rendering.
  const key = JSON.stringify(definition);
  let image = rendered.get(key);
  if (!image) {
    image = render(definition);
    image.catch(() => rendered.delete(key));
    rendered.set(key, image);
  }
  return image;
}

export interface RichMenuImage {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg';
}

const rendered = new Map<string, Promise<RichMenuImage>>();

async function render(definition: RichMenuDefinition): Promise<RichMenuImage> {
  const svg = Buffer.from(richMenuSvg(definition));
  const png = await sharp(svg).png({ palette: true, compressionLevel: 9 }).toBuffer();
  if (png.length <= MAX_RICH_MENU_IMAGE_BYTES) return { bytes: png, contentType: 'image/png' };
  const jpeg = await sharp(svg).jpeg({ quality: 80 }).toBuffer();
  return { bytes: jpeg, contentType: 'image/jpeg' };
}
