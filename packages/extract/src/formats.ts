/**
 * The one table of input formats by file name, for both CLIs and the
 * processor: which names are Markdown, MDX, plain text, one mail message or
 * a mailbox. `uri-extract` reads Markdown and MDX as text; `urilint` parses
 * them.
 */

/** How a file is read: Markdown, MDX (Markdown with JSX and ESM), plain text, one message (`.eml`), or a mailbox of messages (`.mbox`). */
export type InputFormat = 'markdown' | 'mdx' | 'text' | 'mail' | 'mbox'

/**
 * Per extension (lower case, with its dot): Markdown's are remark-cli's
 * `markdown-extensions`. `.mbx` is not here: no README names it, and
 * `--mail` reads a mailbox of any name.
 */
export const inputFormats: Readonly<Record<string, InputFormat>> = {
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.mdown': 'markdown',
  '.mkdn': 'markdown',
  '.mkd': 'markdown',
  '.mdwn': 'markdown',
  '.mkdown': 'markdown',
  '.ron': 'markdown',
  '.mdx': 'mdx',
  '.txt': 'text',
  '.eml': 'mail',
  '.mbox': 'mbox'
}

/** Every extension of the table: what is looked for in folders (unless `--ext` says otherwise). */
export const inputExtensions: readonly string[] = Object.keys(inputFormats)

/** The format of a file by its extension (`path.extname`'s, any case), or `undefined` for a name the table lacks. */
export function formatOf(extname: string | undefined): InputFormat | undefined {
  if (extname === undefined) return undefined
  const lower = extname.toLowerCase()
  return Object.hasOwn(inputFormats, lower) ? inputFormats[lower] : undefined
}

/** Whether a format is read with the MIME parser (a message, or a mailbox of them). */
export function isMailFormat(format: InputFormat | undefined): boolean {
  return format === 'mail' || format === 'mbox'
}

/**
 * Header fields a message is taken to start with when it comes unnamed
 * (stdin): the trace and delivery fields a mail system puts first, and
 * the usual first fields of a message as composed or saved.
 */
const leadingFields: ReadonlySet<string> = new Set([
  'arc-seal',
  'authentication-results',
  'date',
  'delivered-to',
  'dkim-signature',
  'from',
  'message-id',
  'mime-version',
  'received',
  'return-path',
  'x-original-to'
])

/** A header field on the first line, then a field, a folded line or the header's end (RFC 5322 field names: printable ASCII but `:`). */
const headerStart = /^([!-9;-~]+):[^\r\n]*(?:\r?\n(?:[\t ]|\r?\n|[!-9;-~]+:)|\r?\n?$)/

/** mbox's separator line: `From `, the sender, and a date with its time of day (RFC 4155), not any sentence starting with "From ". */
const mboxStart = /^From [^\s]+ [^\r\n]*\d\d:\d\d/

/**
 * The mail format of unnamed input by its start (`head`, its first bytes
 * as text): a mailbox when its first line is mbox's `From ` line, one message
 * when it starts with a header a message starts with (`leadingFields`),
 * else `undefined` (text, as a named file would be read).
 */
export function mailFormatOf(head: string): 'mail' | 'mbox' | undefined {
  if (mboxStart.test(head)) return 'mbox'
  const field = headerStart.exec(head)?.[1]
  return field !== undefined && leadingFields.has(field.toLowerCase()) ? 'mail' : undefined
}
