/**
 * The independent scan: regular expressions over each line of the source,
 * written apart from the engine and generous (high recall: every hit is then
 * judged by hand), for the mistakes of issue 23's items 1–5 and for
 * credentials (item 6). Outside fenced code blocks but for credentials, which
 * are looked for everywhere.
 *
 * Kinds:
 * - `schemeless`: a link destination, definition or HTML `href`/`src` with no scheme that
 *   starts like a host, an address or a handle (`www.`, `@`, `a@b.c`, a first
 *   segment with a dot and no usual file extension).
 * - `swallowed`: a URL or destination that ends in `]`, or with more `)`
 *   than `(` or more `]` than `[`.
 * - `pasted`: a destination that starts with `[` or `(` or holds `](`.
 * - `scheme`: a scheme near `http`/`https` but not it, `http//`, `https:/x`,
 *   `https:///`, a doubled scheme, a letter or `@` glued before `http`.
 * - `not-a-link`: `] (http`, a destination with a space that is no title, a
 *   line that ends inside a destination or an `href`/`src`, a bare URL with
 *   an unclosed `(`.
 * - `credential`: `scheme://user:password@`.
 */
export type ScanKind = 'schemeless' | 'swallowed' | 'pasted' | 'scheme' | 'not-a-link' | 'credential'

export interface Candidate {
  kind: ScanKind
  line: number
  column: number
}

const fence = /^ {0,3}(`{3,}|~{3,})/
const destination = /\]\(\s*<?([^\s)>]*)/g
const attribute = /\b(?:href|src)\s*=\s*["']([^"'\s>]*)/gi
const cutAttribute = /\b(?:href|src)\s*=\s*["'][a-z][a-z\d+.-]*:[^"'\s>]*$/i
const definition = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/
const scheme = /^[a-z][a-z\d+.-]*:/i
const fileExtension =
  /\.(?:md|markdown|mdx|html?|js|mjs|cjs|ts|tsx|jsx|json|ya?ml|toml|txt|png|jpe?g|gif|svg|webp|ico|css|scss|less|sh|py|rb|go|rs|java|c|h|cpp|lock|xml|pdf|zip|gz|tgz|rst|adoc|org|d\.ts|map|wasm|vue|svelte|cfg|ini|conf|env|sql|csv|log|gemspec|rake|erb|haml|sass|coffee|mp4|webm|woff2?)$/i
const hostLike =
  /^(?:www\.|@[\w-]|[^\s/@:]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}|[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:[/?#:]|$))/i
const url = /\b[a-z][a-z\d+.-]{1,15}:\/\/[^\s<>"'`]*/gi
const nearHttp =
  /(?:^|[^a-z\d+.-])(h?t{1,3}p{1,2}s?|h{1,2}t{0,3}p{0,2}s?|htpps?|hhtps?|htts?|ttps?|hppts?|https?s|http?)(:\/*|\/\/)(?=[\w[])/gi
const schemeSlashes = /\bhttps?(?:\/\/|:\/(?!\/)|:\/{3,})|\bhttps?:\/\/https?:?\/*|[\w@]https?:\/\//gi
const spaced = /\]\s+\((?:https?:|www\.|mailto:|#|\.{0,2}\/)/g
const destinationWithSpace = /\]\((<?[a-z][a-z\d+.-]*:[^\s)>]*) +(?!["'(]|\))[^)\s]/gi
const cutDestination = /\]\(\s*<?[a-z][a-z\d+.-]*:[^\s)]*$/i
const credential = /\b[a-z][a-z\d+.-]*:\/\/[^\s/@:'"`<>()[\]]*:[^\s/@'"`<>]+@/gi

export function scan(text: string): Candidate[] {
  const candidates: Candidate[] = []
  const lines = text.split(/\r\n|\r|\n/)
  let open: string | undefined
  for (const [index, line] of lines.entries()) {
    const number = index + 1
    const add = (kind: ScanKind, column: number) => candidates.push({kind, line: number, column: column + 1})
    for (const match of line.matchAll(credential)) add('credential', match.index)
    const marker = fence.exec(line)
    if (open !== undefined) {
      if (marker !== null && marker[1]![0] === open[0] && marker[1]!.length >= open.length) open = undefined
      continue
    }
    if (marker !== null) {
      open = marker[1]
      continue
    }
    const destinations: {value: string; column: number}[] = []
    for (const match of line.matchAll(destination))
      destinations.push({value: match[1]!, column: match.index + match[0].length - match[1]!.length})
    for (const match of line.matchAll(attribute))
      destinations.push({value: match[1]!, column: match.index + match[0].length - match[1]!.length})
    const defined = definition.exec(line)
    if (defined !== null) destinations.push({value: defined[1]!, column: line.indexOf(defined[1]!)})
    for (const {value, column} of destinations) {
      if (value === '') continue
      if (value.startsWith('[') || value.startsWith('(') || value.includes('](')) add('pasted', column)
      else if (!scheme.test(value) && !/^[#/.?]/.test(value) && hostLike.test(value)) {
        const first = value.split(/[/?#]/)[0]!
        if (value.includes('@') || value.startsWith('www.') || !fileExtension.test(first)) add('schemeless', column)
      }
      if (value.endsWith(']') || unbalanced(value, '[', ']')) add('swallowed', column)
    }
    for (const match of line.matchAll(url)) {
      const value = bareUrl(match[0], line[match.index - 1])
      if (value.endsWith(']') || unbalanced(value, '[', ']') || unbalanced(value, '(', ')'))
        add('swallowed', match.index)
      if (count(value, '(') > count(value, ')')) add('not-a-link', match.index)
    }
    for (const match of line.matchAll(nearHttp)) {
      const word = match[1]!.toLowerCase()
      if (word === 'http' || word === 'https') continue
      add('scheme', match.index + match[0].length - match[1]!.length - match[2]!.length)
    }
    for (const match of line.matchAll(schemeSlashes)) add('scheme', match.index)
    for (const match of line.matchAll(spaced)) add('not-a-link', match.index)
    for (const match of line.matchAll(destinationWithSpace)) add('not-a-link', match.index)
    const cut = cutDestination.exec(line) ?? cutAttribute.exec(line)
    if (cut !== null) add('not-a-link', cut.index)
  }
  return dedupe(candidates)
}

/**
 * The URL as a reader sees it: up to a `](` (a link's text that is a URL),
 * without the trailing punctuation of prose, and without the `)` or `]` that
 * closes what opened just before it (a destination, a parenthesis, `[url]`).
 */
function bareUrl(raw: string, before: string | undefined): string {
  let value = raw
  const link = value.indexOf('](')
  if (link !== -1) value = value.slice(0, link)
  const opening = before === '(' || before === '[' ? before : undefined
  if (opening !== undefined) {
    const closing = opening === '(' ? ')' : ']'
    let depth = 0
    for (let index = 0; index < value.length; index++) {
      if (value[index] === opening) depth++
      else if (value[index] === closing && depth-- === 0) return value.slice(0, index)
    }
  }
  // GFM's autolink end: trailing punctuation, then a `)` more than `(`, again.
  for (let before = ''; before !== value;) {
    before = value
    value = value.replace(/[.,;:!?*_~'"]+$/, '')
    if (value.endsWith(')') && unbalanced(value, '(', ')')) value = value.slice(0, -1)
  }
  return value
}

function count(value: string, character: string): number {
  let total = 0
  for (const each of value) if (each === character) total++
  return total
}

function unbalanced(value: string, opening: string, closing: string): boolean {
  return count(value, closing) > count(value, opening)
}

/** One candidate per kind and place. */
function dedupe(candidates: Candidate[]): Candidate[] {
  const seen = new Set<string>()
  return candidates.filter(({kind, line, column}) => {
    const key = `${kind} ${line} ${column}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
