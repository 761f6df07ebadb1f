/**
 * The icon the catalog draws for an item that has no image of its own (the demo's): two hues
 * and up to two initials, from its name. The service serves it as SVG (`iconPath`); the
 * terminal draws the same design itself, which costs the page far less than an SVG image (a
 * document of its own for each).
 */
export interface IconDesign {
  /** The gradient's top-left and bottom-right colours, CSS. */
  colors: readonly [string, string];
  /** Up to two letters or digits; `?` when the name has none. */
  initials: string;
}

const ICON_DIR = '/assets/icons/';
const ICON_FILE = /^\/assets\/icons\/([^/]{1,300})\.svg$/;

/** Path under which the service serves the icon drawn for `name`. */
export const iconPath = (name: string): string => `${ICON_DIR}${encodeURIComponent(name)}.svg`;

/** The name whose drawn icon `path` (root-relative) names, or null for any other path. */
export function drawnIconName(path: string): string | null {
  const file = ICON_FILE.exec(path)?.[1];
  if (file === undefined) return null;
  try {
    return decodeURIComponent(file);
  } catch {
    return null;
  }
}

/** FNV-1a over UTF-16 units: the same in the service and in the page, and synchronous. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at++) {
    hash ^= text.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Words that say nothing of the subject: most market names are questions ("will-the-highest-
 * temperature-in-nyc-be-..."), whose first two words would give every row the same initials.
 */
const FILLER_WORDS = new Set(
  'a an and are be by did do does for how in is of on or the to what when which who will'.split(
    ' ',
  ),
);

/**
 * The first letters of the first two words of a name (a slug) or a question that carry meaning
 * (any two, failing that); `?` when it has no letter or digit.
 */
export function iconInitials(name: string): string {
  const words = name.split(/[-_\s]+/).filter((word) => /^[a-z0-9]/i.test(word));
  const meaningful = words.filter((word) => !FILLER_WORDS.has(word.toLowerCase()));
  const chosen = (meaningful.length > 0 ? meaningful : words).slice(0, 2);
  return chosen.map((word) => word[0]!.toUpperCase()).join('') || '?';
}

export function iconDesign(name: string): IconDesign {
  const hash = hashOf(name);
  const hue = Math.round(((hash & 0xff) * 360) / 256);
  const hue2 = (hue + 40 + (((hash >>> 8) & 0xff) % 80)) % 360;
  return { colors: [`hsl(${hue},65%,48%)`, `hsl(${hue2},70%,32%)`], initials: iconInitials(name) };
}
