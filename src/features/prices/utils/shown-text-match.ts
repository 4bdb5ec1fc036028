/*
 * Matching a search against the text the page shows in the reader's language (translated names and descriptions of
 * surcharge codes). Korean, Japanese and Chinese names are compounds without spaces ("유류할증료"), so a word of the
 * search matches the start of a shown word, and the whole search matches anywhere in the shown name.
 */

function wordsOf(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * True when `q` (trimmed, any case) appears in `name`, or every word of `q` starts a word of `name` or `description`.
 * An empty `q` matches nothing (the empty search lists every code by itself).
 */
export function matchesShownText(q: string, name: string, description: string): boolean {
  const needle = q.normalize('NFKC').trim().toLowerCase();
  if (needle === '') return false;
  if (name.normalize('NFKC').toLowerCase().includes(needle)) return true;
  const words = wordsOf(needle);
  const shown = wordsOf(`${name} ${description}`);
  return words.length > 0 && words.every((word) => shown.some((candidate) => candidate.startsWith(word)));
}
