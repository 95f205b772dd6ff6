import sharp from 'sharp';

/** A made-up bank-transfer slip for the demo: a JPEG image and its WebP thumbnail. */
export async function makeDemoSlip(amountBaht: number, label: string) {
  const width = 600;
  const height = 900;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <rect width="100%" height="140" fill="#138f2d"/>
    <text x="40" y="90" font-family="sans-serif" font-size="44" fill="#ffffff">Transfer OK</text>
    <text x="40" y="260" font-family="sans-serif" font-size="30" fill="#333333">DEMO SLIP - NOT A REAL TRANSFER</text>
    <text x="40" y="380" font-family="sans-serif" font-size="64" fill="#111111">${amountBaht.toFixed(2)} THB</text>
    <text x="40" y="480" font-family="sans-serif" font-size="28" fill="#555555">${label}</text>
    <rect x="40" y="560" width="520" height="4" fill="#dddddd"/>
  </svg>`;
  const image = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  const thumbnail = await sharp(image).resize({ width: 200 }).webp({ quality: 70 }).toBuffer();
  return { image, thumbnail, width, height, contentType: 'image/jpeg' };
}
