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
