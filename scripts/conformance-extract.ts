/**
 * Runs the peer extractors' fixtures in `<shared>/conformance/extract/`
 * against `@urilint/extract` (default options) and reports agreement per
 * peer on the cases in scope: those where every link the peer expects is a
 * URI with a scheme our bare rules accept (`scheme://…`, `mailto:` …). The
 * peers' schemeless links (`example.com`), bare e-mail and TLD policies are
 * options or out of scope here; see packages/extract/CONFORMANCE.md.
 * Run alone: `tsx --conditions=source scripts/conformance-extract.ts [sharedDir]`.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {bareSchemes, extract} from '@urilint/extract'

/** One peer's agreement. */
export interface PeerReport {
  suite: string
  inScope: number
  agree: number
  notes: string[]
}

interface Case {
  name: string
  input: string
  expected: string[]
  /** Compare only the first link found (the peer's own test does). */
  firstOnly?: boolean
  /** Compare our ASCII form (the peer canonicalises IDNs). */
  ascii?: boolean
}

/** How many disagreements each report lists. */
const shownDisagreements = Number(process.env.SHOW ?? 12)

/** `scheme://…` or a scheme we recognise bare. */
function inScopeUri(uri: string): boolean {
  const colon = uri.indexOf(':')
  if (colon < 1) return false
  const scheme = uri.slice(0, colon).toLowerCase()
  if (!/^[a-z][a-z\d+.-]*$/.test(scheme)) return false
  return uri.startsWith('//', colon + 1) || bareSchemes.has(scheme)
}

function ours(item: Case): string[] {
  const found = extract(item.input, {diagnostics: false}).map((uri) => (item.ascii ? (uri.ascii ?? uri.uri) : uri.uri))
  return item.firstOnly ? found.slice(0, 1) : found
}

function report(suite: string, cases: Case[], outOfScope: number, scopeNote: string): PeerReport {
  const notes = [`${scopeNote}; ${outOfScope} case(s) out of scope`]
  let agree = 0

  for (const item of cases) {
    const actual = ours(item)
    if (JSON.stringify(actual) === JSON.stringify(item.expected)) {
      agree++
    } else if (notes.length <= shownDisagreements) {
      notes.push(
        `${item.name}: ${JSON.stringify(item.input.slice(0, 120))} expected ${JSON.stringify(item.expected)}, got ${JSON.stringify(actual)}`
      )
    }
  }

  return {suite, inScope: cases.length, agree, notes}
}

/** Split cases into in scope (every expected link in scope) and a count of the rest. */
function scoped(cases: Case[]): [Case[], number] {
  const kept = cases.filter((item) => item.expected.every((uri) => inScopeUri(uri)))
  return [kept, cases.length - kept.length]
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T
}

function linkifyIt(dir: string): PeerReport {
  const cases: Case[] = []
  const links = readFileSync(join(dir, 'links.txt'), 'utf8').split('\n')

  for (let index = 0; index < links.length; index++) {
    const line = links[index]!
    if (line.trim() === '' || line.startsWith('%')) continue
    const next = links[index + 1] ?? ''
    const expected = next.trim() !== '' && !next.startsWith('%') ? next : line
    if (expected === next) index++
    cases.push({name: `links.txt:${index}`, input: line, expected: [expected], firstOnly: true})
  }

  for (const [index, line] of readFileSync(join(dir, 'not_links.txt'), 'utf8').split('\n').entries()) {
    if (line.trim() === '' || line.startsWith('%')) continue
    cases.push({name: `not_links.txt:${index + 1}`, input: line, expected: []})
  }

  const [kept, out] = scoped(cases)
  return report('linkify-it', kept, out, 'links.txt (first link) and not_links.txt, default options')
}

function linkifyRust(dir: string): PeerReport {
  const data = readJson<{cases: {mode: string; input: string; expected: string; test: string}[]}>(
    join(dir, 'linkify-rust-tests.derived.json')
  )
  const cases: Case[] = []
  let out = 0

  for (const item of data.cases) {
    if (item.mode !== 'url') {
      out++
      continue
    }

    const parts = item.expected.split('|')
    const expected = parts.filter((_, index) => index % 2 === 1)
    cases.push({name: item.test, input: item.input, expected})
  }

  const [kept, moreOut] = scoped(cases)
  return report('linkify (Rust, lychee)', kept, out + moreOut, 'mode `url` (scheme required)')
}

function linkifyJs(dir: string): PeerReport {
  const data = readJson<{cases: {input: string; tokens: {type: string; value: string}[]}[]}>(
    join(dir, 'linkifyjs-parser-tests.derived.json')
  )
  const cases = data.cases.map((item, index) => ({
    name: `parser #${index}`,
    input: item.input,
    expected: item.tokens.filter((token) => token.type === 'url' || token.type === 'email').map((token) => token.value)
  }))
  // Peers' negatives full of schemeless candidates are not comparable: keep
  // a case only when its input holds `://` or a bare scheme, or nothing.
  const [kept, out] = scoped(cases)
  return report('linkifyjs', kept, out, 'parser tests; links = url and email tokens')
}

function uriFind(dir: string): PeerReport {
  const data = readJson<{cases: {input: string; 'URI::Find'?: string[]}[]}>(join(dir, 'uri-find-tests.derived.json'))
  const cases: Case[] = []
  let out = 0

  for (const [index, item] of data.cases.entries()) {
    const expected = item['URI::Find']
    if (expected === undefined) {
      out++
      continue
    }

    cases.push({name: `Find.t #${index}`, input: item.input, expected, ascii: true})
  }

  const [kept, moreOut] = scoped(cases)
  return report('URI::Find', kept, out + moreOut, 'URI::Find (scheme required), values compared in ASCII form')
}

function urlRegexSafe(dir: string): PeerReport {
  interface Row {
    op: string
    options: Record<string, unknown> | null
    input: string
    expected: unknown
  }

  const data = readJson<{cases: Row[]}>(join(dir, 'url-regex-safe-tests.derived.json'))
  const cases: Case[] = []
  let out = 0

  for (const [index, item] of data.cases.entries()) {
    const options = item.options ?? {}
    if (options.tlds !== undefined || options.strict === true) {
      out++
      continue
    }

    if (item.op === 'test' && options.exact === true && typeof item.expected === 'boolean') {
      // "Is the whole input one URL?"; only inputs that start with a scheme.
      if (!inScopeUri(item.input)) {
        out++
        continue
      }

      cases.push({name: `exact #${index}`, input: item.input, expected: item.expected ? [item.input] : []})
    } else if (item.op === 'match' && Array.isArray(item.expected)) {
      cases.push({name: `match #${index}`, input: item.input, expected: item.expected as string[]})
    } else {
      out++
    }
  }

  // A `false` exact test agrees when we do not find the whole input as one URI.
  const [kept, moreOut] = scoped(cases)
  const result = report(
    'url-regex-safe',
    kept,
    out + moreOut,
    'exact tests on inputs with a scheme, and match tests, default options'
  )
  return result
}

function urlExtract(dir: string): PeerReport {
  const data = readJson<{cases: {calls: string[]; params: {text?: string; expected?: unknown}; test: string}[]}>(
    join(dir, 'urlextract-tests.derived.json')
  )
  const cases: Case[] = []
  let out = 0

  for (const item of data.cases) {
    const {text, expected} = item.params
    if (
      item.calls.length !== 1 ||
      item.calls[0] !== 'urlextract.find_urls(text)' ||
      typeof text !== 'string' ||
      !Array.isArray(expected)
    ) {
      out++
      continue
    }

    cases.push({name: item.test, input: text, expected: expected as string[]})
  }

  const [kept, moreOut] = scoped(cases)
  return report('URLExtract', kept, out + moreOut, 'find_urls(text) on the default extractor')
}

function getUrls(dir: string): PeerReport {
  const data = readJson<{cases: {options?: unknown}[]}>(join(dir, 'get-urls-tests.derived.json'))
  return {
    suite: 'get-urls',
    inScope: 0,
    agree: 0,
    notes: [
      `all ${data.cases.length} cases out of scope: results are normalised (normalize-url: www. stripped, deduplicated), not URIs as written`
    ]
  }
}

/** `tests.urls` of twitter-text's extract.yml: a reader for that one shape of YAML. */
function twitterText(dir: string): PeerReport {
  const lines = readFileSync(join(dir, 'extract.yml'), 'utf8').split('\n')
  const cases: Case[] = []
  let section = ''
  let current: Partial<Case> = {}

  for (const line of lines) {
    const header = /^ {2}([a-z_]+):\s*$/.exec(line)
    if (header) {
      section = header[1]!
      continue
    }

    if (section !== 'urls') continue
    const field = /^ {4}[- ] {1,}(description|text|expected): (.*)$/.exec(line)
    if (!field) continue
    const [, key, raw] = field
    if (key === 'description') current = {name: JSON.parse(raw!) as string}
    if (key === 'text') current.input = JSON.parse(raw!) as string
    if (key === 'expected' && current.input !== undefined) {
      cases.push({name: current.name ?? '', input: current.input, expected: JSON.parse(raw!) as string[]})
      current = {}
    }
  }

  const [kept, out] = scoped(cases)
  return report('twitter-text', kept, out, 'extract.yml urls')
}

/** Links in expected HTML: the `href` of each `<a>`. */
function hrefs(html: string): string[] {
  const found: string[] = []
  for (const match of html.matchAll(/<a href="([^"]*)"/g)) {
    found.push(
      match[1]!
        .replaceAll('&#x26;', '&')
        .replaceAll('&amp;', '&')
        .replaceAll('&quot;', '"')
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
    )
  }

  return found
}

/**
 * Markdown peers: in scope only when every expected link is written as is in
 * the input (not a Markdown `[text](url)` or `<url>` link, which are not
 * plain text) and is a URI with a scheme.
 */
function markdownCase(name: string, markdown: string, html: string): Case | undefined {
  if (/\]\(|\]\[|^\[.*\]:/m.test(markdown)) return undefined
  const expected = hrefs(html)
  // `www.` and e-mail links get a scheme added, and some characters are
  // percent-encoded in the href: those are not URIs as written in the text.
  if (!expected.every((href) => markdown.includes(href))) return undefined
  return {name, input: markdown, expected}
}

function cmarkGfm(dir: string): PeerReport {
  const cases: Case[] = []
  let out = 0

  for (const file of ['spec.txt', 'extensions.txt', 'regression.txt']) {
    const text = readFileSync(join(dir, file), 'utf8')
    const blocks = text.split(/^`{32} example.*\n/m).slice(1)
    for (const [index, block] of blocks.entries()) {
      if (!/autolink/.test(text.split(/^`{32} example/m)[index + 1]?.split('\n')[0] ?? '')) {
        out++
        continue
      }

      const [markdown = '', rest = ''] = block.split(/^\.\n/m)
      const html = rest.split(/^`{32}/m)[0] ?? ''
      const item = markdownCase(`${file} #${index + 1}`, markdown.replaceAll('→', '\t'), html)
      if (item) cases.push(item)
      else out++
    }
  }

  const [kept, moreOut] = scoped(cases)
  return report('cmark-gfm', kept, out + moreOut, 'examples marked `autolink`')
}

function micromark(dir: string): PeerReport {
  const cases: Case[] = []
  let out = 0

  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()) {
    const html = join(dir, file.replace(/\.md$/, '.html'))
    if (!existsSync(html)) continue
    const item = markdownCase(file, readFileSync(join(dir, file), 'utf8'), readFileSync(html, 'utf8'))
    if (item) cases.push(item)
    else out++
  }

  const [kept, moreOut] = scoped(cases)
  return report('micromark GFM autolink literal', kept, out + moreOut, 'fixture pairs (.md, GitHub .html)')
}

/**
 * Run every peer's fixtures (peers whose folder is missing are skipped) and
 * print the agreement table, unless `quiet` (`pnpm conformance` calls this
 * and prints nothing of its own for the extractor).
 */
export async function runExtractConformance(sharedDir: string, options: {quiet?: boolean} = {}): Promise<PeerReport[]> {
  const base = join(sharedDir, 'conformance', 'extract')
  if (!existsSync(base)) {
    if (!options.quiet)
      console.log(`Extract conformance: skipped, ${base} not found (clone the shared material next to the repository)`)
    return []
  }
  const peers: [string, (dir: string) => PeerReport][] = [
    ['linkify-it', linkifyIt],
    ['linkifyjs', linkifyJs],
    ['linkify-rust-lychee', linkifyRust],
    ['uri-find', uriFind],
    ['url-regex-safe', urlRegexSafe],
    ['urlextract', urlExtract],
    ['twitter-text', twitterText],
    ['cmark-gfm', cmarkGfm],
    ['micromark-extension-gfm-autolink-literal', micromark],
    ['get-urls', getUrls]
  ]
  const reports: PeerReport[] = []

  for (const [folder, run] of peers) {
    const dir = join(base, folder)
    if (existsSync(dir)) reports.push(run(dir))
  }

  if (!options.quiet) {
    console.log(
      '@urilint/extract against peer extractors (cases in scope; differences in packages/extract/CONFORMANCE.md)'
    )
    console.log('| peer | in scope | agree | % |')
    console.log('| --- | ---: | ---: | ---: |')
    for (const peer of reports) {
      const percent = peer.inScope === 0 ? '-' : ((peer.agree / peer.inScope) * 100).toFixed(0)
      console.log(`| ${peer.suite} | ${peer.inScope} | ${peer.agree} | ${percent} |`)
    }
  }

  return reports
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const shared =
    process.argv.slice(2).find((argument) => !argument.startsWith('--')) ??
    fileURLToPath(new URL('../../shared', import.meta.url))

  if (!existsSync(join(shared, 'conformance', 'extract'))) {
    console.log(`No peer fixtures at ${shared}/conformance/extract; nothing to compare`)
  } else {
    const verbose = process.argv.includes('--verbose')
    const reports = await runExtractConformance(shared)

    for (const peer of reports) {
      console.log(`\n${peer.suite}:`)
      for (const note of verbose ? peer.notes : peer.notes.slice(0, 1)) console.log('  ' + note)
    }
  }
}
