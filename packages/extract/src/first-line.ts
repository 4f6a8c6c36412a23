/** The first line of what an error says, for messages that must stay one line. */

/** Where a line ends: a line feed, a carriage return, U+2028 or U+2029. */
const lineBreak = /[\n\r\u2028\u2029]/

/** The first line of `error`'s message (or of `error` made a string); a value that cannot be made one (`{toString: null}`) is named so instead of throwing. */
export function firstLineOf(error: unknown): string {
  try {
    return String(error instanceof Error ? error.message : error).split(lineBreak)[0]!
  } catch {
    return 'an error that cannot be shown as text'
  }
}
