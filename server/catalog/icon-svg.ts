import { iconDesign } from '../shared/index.js';

/** The SVG of the icon drawn for a catalog item (shared/icon-design.ts), 128 px square. */
export function renderIconSvg(name: string): string {
  const { colors, initials } = iconDesign(name);
  // Only letters and digits are drawn, so nothing from the name needs XML escaping.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${colors[0]}"/>` +
    `<stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>` +
    `<rect width="128" height="128" rx="24" fill="url(#g)"/>` +
    `<text x="64" y="80" font-family="Helvetica,Arial,sans-serif" font-size="48" ` +
    `font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`
  );
}
