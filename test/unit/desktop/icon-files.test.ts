import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ICNS_SIZES,
  ICO_SIZES,
  icns,
  ico,
  type RenderedIcon,
} from '../../../scripts/desktop/icon-files.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A stand-in image: a PNG-signed payload naming the size, pixels red at top-left only. */
function fake(size: number): RenderedIcon {
  const rgba = new Uint8Array(size * size * 4);
  rgba.set([255, 0, 0, 255], 0);
  return { size, png: Buffer.concat([PNG_SIGNATURE, Buffer.from(`size ${size}`)]), rgba };
}

function icnsElements(file: Buffer): Map<string, Buffer> {
  expect(file.toString('latin1', 0, 4)).toBe('icns');
  expect(file.readUInt32BE(4)).toBe(file.length);
  const elements = new Map<string, Buffer>();
  for (let at = 8; at < file.length;) {
    const length = file.readUInt32BE(at + 4);
    elements.set(file.toString('latin1', at, at + 4), file.subarray(at + 8, at + length));
    at += length;
  }
  return elements;
}

interface IcoEntry {
  size: number;
  image: Buffer;
}

function icoEntries(file: Buffer): IcoEntry[] {
  expect(file.readUInt16LE(0)).toBe(0);
  expect(file.readUInt16LE(2)).toBe(1);
  return Array.from({ length: file.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + 16 * i;
    const offset = file.readUInt32LE(entry + 12);
    return {
      size: file.readUInt8(entry) || 256,
      image: file.subarray(offset, offset + file.readUInt32LE(entry + 8)),
    };
  });
}

describe('icon containers', () => {
  it('ICNS holds each PNG under its types, Retina types reusing the larger images', () => {
    const elements = icnsElements(icns(ICNS_SIZES.map(fake)));
    expect([...elements.keys()].sort()).toEqual(
      [
        'ic07',
        'ic08',
        'ic09',
        'ic10',
        'ic11',
        'ic12',
        'ic13',
        'ic14',
        'icp4',
        'icp5',
        'icp6',
      ].sort(),
    );
    expect(elements.get('ic10')?.toString('latin1', 8)).toBe('size 1024');
    expect(elements.get('ic14')?.toString('latin1', 8)).toBe('size 512');
    expect(elements.get('ic11')?.toString('latin1', 8)).toBe('size 32');
  });

  it('ICO stores small sizes as bottom-up BGRA bitmaps and large ones as PNG', () => {
    const entries = icoEntries(ico(ICO_SIZES.map(fake)));
    expect(entries.map((entry) => entry.size)).toEqual(ICO_SIZES);
    const small = entries[0] as IcoEntry;
    expect(small.image.readUInt32LE(0)).toBe(40);
    expect(small.image.readInt32LE(8)).toBe(32);
    // The top-left pixel is the last row's first pixel, blue-green-red-alpha.
    const lastRow = 40 + 15 * 16 * 4;
    expect([...small.image.subarray(lastRow, lastRow + 4)]).toEqual([0, 0, 255, 255]);
    expect(small.image.length).toBe(40 + 16 * 16 * 4 + 4 * 16);
    const large = entries.at(-1) as IcoEntry;
    expect(large.image.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });
});

describe('the committed icons (scripts/make-icons.ts)', () => {
  it('cover every size, each a PNG of its size', () => {
    const names = readdirSync('build/icons').sort();
    expect(names).toEqual(
      ['16', '24', '32', '48', '64', '128', '256', '512', '1024']
        .map((n) => `${n}x${n}.png`)
        .sort(),
    );
    for (const name of names) {
      const png = readFileSync(`build/icons/${name}`);
      const size = Number(name.split('x')[0]);
      expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
    const macSizes = [...icnsElements(readFileSync('build/icon.icns')).values()].map((png) =>
      png.readUInt32BE(16),
    );
    expect(Math.max(...macSizes)).toBe(1024);
    expect(icoEntries(readFileSync('build/icon.ico')).map((entry) => entry.size)).toEqual(
      ICO_SIZES,
    );
  });
});
