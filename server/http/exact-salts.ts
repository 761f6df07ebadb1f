/** A salt written as a JSON number too long for a double to hold exactly. */
const LONG_SALT = /"salt"\s*:\s*\d{16}/;
const WHITESPACE = /\s/;
const INTEGER_LITERAL = /^\d+(?![.eE\d])/;

/** The index just past the JSON string that starts at `start` (a `"`). */
function endOfString(text: string, start: number): number {
  let index = start + 1;
  while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1;
  return index + 1;
}

function skipWhitespace(text: string, start: number): number {
  let index = start;
  while (index < text.length && WHITESPACE.test(text[index]!)) index += 1;
  return index;
}

/**
 * Order salts are uint256 and signed as such: a client may send one as a JSON number beyond
 * 2^53, which JSON.parse would round, so the signature would no longer verify. This quotes the
 * integer literal of every `"salt"` key (tracking strings, so text inside them is never
 * touched) for the parser to keep all its digits; the schema takes a salt as a decimal string
 * too. Bodies without a long salt are returned as they are, at the cost of one regex test.
 */
export function quoteLongSalts(text: string): string {
  if (!LONG_SALT.test(text)) return text;
  let out = '';
  let copied = 0;
  let index = 0;
  while (index < text.length) {
    if (text[index] !== '"') {
      index += 1;
      continue;
    }
    const end = endOfString(text, index);
    const isSaltKey = text.slice(index, end) === '"salt"';
    index = end;
    if (!isSaltKey) continue;
    const colon = skipWhitespace(text, index);
    if (text[colon] !== ':') continue;
    const valueStart = skipWhitespace(text, colon + 1);
    const literal = INTEGER_LITERAL.exec(text.slice(valueStart, valueStart + 100))?.[0];
    if (literal === undefined) continue;
    out += `${text.slice(copied, valueStart)}"${literal}"`;
    index = copied = valueStart + literal.length;
  }
  return out + text.slice(copied);
}
