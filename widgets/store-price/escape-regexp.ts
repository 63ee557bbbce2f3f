/** Every character with a meaning in RegExp syntax outside a character class (ECMAScript SyntaxCharacter). */
const SYNTAX_CHARACTERS = /[\\^$.*+?()[\]{}|]/g;

/**
 * Escapes `text` so that it matches itself literally: `new RegExp(escapeRegExp(s)).test(s)` holds for
 * every string, with or without the `u` flag.
 *
 * @remarks
 * Only syntax characters are escaped, because the `u` flag rejects needless escapes such as `\-`.
 * Hint: the result is meant for a pattern, not for the inside of a character class `[…]`.
 */
export function escapeRegExp(text: string): string {
  return text.replace(SYNTAX_CHARACTERS, '\\$&');
}
