// The icon containers electron-builder takes as they are (so it never converts at package
// time): Apple's ICNS and Windows' ICO, both made of images already rendered at each size.

/** One rendered size: its PNG file, and its straight (not premultiplied) RGBA pixels. */
export interface RenderedIcon {
  size: number;
  png: Buffer;
  rgba: Uint8Array;
}

/** ICNS element types holding a PNG, by pixel size; the Retina ones reuse the larger images. */
const ICNS_TYPES: Record<number, readonly string[]> = {
  16: ['icp4'],
  32: ['icp5', 'ic11'],
  64: ['icp6', 'ic12'],
  128: ['ic07'],
  256: ['ic08', 'ic13'],
  512: ['ic09', 'ic14'],
  1024: ['ic10'],
};

/** The sizes ICNS_TYPES needs: each is rendered once. */
export const ICNS_SIZES = Object.keys(ICNS_TYPES).map(Number);

/** An ICNS file: 'icns' and its length, then per element its type, length and PNG. */
export function icns(icons: readonly RenderedIcon[]): Buffer {
  const elements: Buffer[] = [];
  for (const icon of icons) {
    for (const type of ICNS_TYPES[icon.size] ?? []) {
      const header = Buffer.alloc(8);
      header.write(type, 0, 'latin1');
      header.writeUInt32BE(8 + icon.png.length, 4);
      elements.push(header, icon.png);
    }
  }
  const header = Buffer.alloc(8);
  header.write('icns', 0, 'latin1');
  header.writeUInt32BE(8 + elements.reduce((sum, part) => sum + part.length, 0), 4);
  return Buffer.concat([header, ...elements]);
}

/** Sizes in the Windows icon; above 48 the images are stored as PNG. */
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];
const LARGEST_BITMAP = 48;

/**
 * A 32-bit bitmap as ICO stores it: BITMAPINFOHEADER with the height doubled (the AND mask
 * follows the colours), BGRA rows bottom-up, then an all-clear 1-bit mask (alpha decides).
 */
function bitmap({ size, rgba }: RenderedIcon): Buffer {
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(size, 4);
  header.writeInt32LE(size * 2, 8);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  const colours = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const from = ((size - 1 - y) * size + x) * 4;
      const to = (y * size + x) * 4;
      colours[to] = rgba[from + 2] ?? 0;
      colours[to + 1] = rgba[from + 1] ?? 0;
      colours[to + 2] = rgba[from] ?? 0;
      colours[to + 3] = rgba[from + 3] ?? 0;
    }
  }
  const maskRow = Math.ceil(size / 32) * 4;
  return Buffer.concat([header, colours, Buffer.alloc(maskRow * size)]);
}

/** An ICO file: the directory (one 16-byte entry per size), then each image. */
export function ico(icons: readonly RenderedIcon[]): Buffer {
  const images = icons.map((icon) => (icon.size > LARGEST_BITMAP ? icon.png : bitmap(icon)));
  const header = Buffer.alloc(6 + 16 * icons.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(icons.length, 4);
  let offset = header.length;
  icons.forEach((icon, i) => {
    const entry = 6 + 16 * i;
    const image = images[i] as Buffer;
    header.writeUInt8(icon.size >= 256 ? 0 : icon.size, entry);
    header.writeUInt8(icon.size >= 256 ? 0 : icon.size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(image.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += image.length;
  });
  return Buffer.concat([header, ...images]);
}
