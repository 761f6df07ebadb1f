/** The text's first sentence, and the rest ('' when there is no more), never cut mid-word. */
export function splitFirstSentence(text: string): [string, string] {
  const trimmed = text.trim();
  const end = trimmed.search(/[.!?](\s|$)/);
  if (end === -1) return [trimmed, ''];
  return [trimmed.slice(0, end + 1), trimmed.slice(end + 1).trim()];
}
