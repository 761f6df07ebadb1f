import { createHash } from 'node:crypto';

/** Path under which the service serves the icon drawn for `name`. */
export const iconPath = (name: string): string => `/assets/icons/${encodeURIComponent(name)}.svg`;

/**
 * Draws a deterministic icon for a catalog item: two hues taken from a hash of its name and
 * up to two initials, so the demo catalog needs no image from outside.
 */
export function renderIconSvg(name: string): string {
  const digest = createHash('sha256').update(name).digest();
  const hue = ((digest[0] ?? 0) * 360) / 256;
  const hue2 = (hue + 40 + ((digest[1] ?? 0) % 80)) % 360;
  // Only letters and digits are drawn, so nothing from the name needs XML escaping.
  const initials =
    name
      .split(/[-_\s]+/)
      .filter((word) => /^[a-z0-9]/i.test(word))
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join('') || '?';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue.toFixed(0)},65%,48%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue2.toFixed(0)},70%,32%)"/></linearGradient></defs>` +
    `<rect width="128" height="128" rx="24" fill="url(#g)"/>` +
    `<text x="64" y="80" font-family="Helvetica,Arial,sans-serif" font-size="48" ` +
    `font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`
  );
}
