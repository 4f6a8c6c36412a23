/**
 * No output of the three rules holds any piece of a password: not the
 * messages (reason, note, actual, expected, url, any other field), not the
 * reports made of them (default, JSON, SARIF, GitHub annotations, the job
 * summary), not the quick fixes an editor offers (titles and edits). Also
 * where RFC 3986 reads the password as something else: a `/`, `?` or `#` in
 * it ends the authority (the rest reads as a port, a path, a query, a
 * fragment), an `@` in it looks like the end of the userinfo, and non-ASCII
 * characters or percent-encodings in it have a repair (`%D0%BF…`).
 */
import fs from 'node:fs'
import path from 'node:path'
import {isPlaceholder, parse, passwordSpan} from '@urilint/core'
import {Linter} from 'eslint'
import fc from 'fast-check'
import {remarkLintNoMalformedUri, remarkLintNoUnsafePort, remarkLintNoUriPassword} from 'remark-lint-uri'
import type {PluggableList} from 'unified'
import type {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {toResult} from '../../packages/remark-lint-uri/src/cli/lint.ts'
import {reportDefault} from '../../packages/remark-lint-uri/src/cli/report/default.ts'
import {reportGithub} from '../../packages/remark-lint-uri/src/cli/report/github.ts'
import {jobSummary} from '../../packages/remark-lint-uri/src/cli/report/job-summary.ts'
import {reportJson} from '../../packages/remark-lint-uri/src/cli/report/json.ts'
import {reportSarif} from '../../packages/remark-lint-uri/src/cli/report/sarif.ts'
import {remarkUriQuickFixes} from '../../packages/remark-lint-uri/src/processor/quick-fix-flag.ts'
import {titleOf} from '../../packages/remark-lint-uri/src/server/quick-fix-title.ts'
import {toDiagnostic} from '../../packages/remark-lint-uri/src/server/diagnostic.ts'
import {processor} from '../../packages/remark-lint-uri/src/processor/processor.ts'
import {render} from '../../packages/extract/src/cli/work.ts'
import {extract} from '@urilint/extract'
import preset from 'remark-lint-uri'
import {VFile as File} from 'vfile'
import {judgeCredential} from '../../packages/remark-lint-uri/src/rules/credential.ts'
import {fixtures, lint, mulberry32, presetWithGfm, reportFields} from './helpers.ts'
import {eslintConfig, markdownlintResults} from './hosts.ts'

/** How many documents the property lints (2 to 10 ms each, by load: a few seconds in CI); `URILINT_SECRECY_RUNS=40000` for a long run. */
const numRuns = Number(process.env.URILINT_SECRECY_RUNS ?? 600)

/** Every rule on, everywhere: code and front matter included, placeholders reported. */
function rules(strict: boolean): PluggableList {
  const common = {checkCode: true, frontmatter: true}
  return [
    ...presetWithGfm,
    [remarkLintNoMalformedUri, ['warn', {...common, strict}]],
    [remarkLintNoUnsafePort, ['warn', {...common, strict}]],
    [remarkLintNoUriPassword, ['error', {...common, placeholders: true}]]
  ]
}

/** Lint `document` as a `.txt` file, as urilint does: its plain-text processor, every rule on. */
async function lintText(document: string, strict: boolean): Promise<VFile> {
  const common = {checkCode: true, frontmatter: true}
  const file = new File({path: '/repo/docs/example.txt', value: document})
  const textProcessor = processor()
    .use(preset)
    .use(remarkLintNoMalformedUri, ['warn', {...common, strict}])
    .use(remarkLintNoUnsafePort, ['warn', {...common, strict}])
    .use(remarkLintNoUriPassword, ['error', {...common, placeholders: true}])
  await textProcessor.run(textProcessor.parse(file), file)
  return file
}

/**
 * Where a URI is written, and the characters a password may hold there
 * without ending the construct (a `)` ends a link, a `"` an attribute; a
 * backslash or an `&` would be an escape or a character reference, which
 * the rules decode: the password as written would not be the password).
 */
const constructs = {
  link: {write: (uri: string) => `[db](${uri})`, excluded: '()<> \\&`', whole: true},
  angle: {write: (uri: string) => `[db](<${uri}>)`, excluded: '<>\\&`', whole: true},
  image: {write: (uri: string) => `![db](${uri})`, excluded: '()<> \\&`', whole: true},
  autolink: {write: (uri: string) => `<${uri}>`, excluded: '<> \\&`', whole: true},
  literal: {write: (uri: string) => `See ${uri} now.`, excluded: '()[]<> \\&`*_~\'"', whole: true},
  definition: {write: (uri: string) => `[db]: ${uri}\n\n[db][]`, excluded: '()<> \\&`', whole: true},
  html: {write: (uri: string) => `<a href="${uri}">db</a>`, excluded: '"<>\\&`', whole: true},
  // In code, URIs are found as in plain text (RFC 3986 Appendix E); a password goes on over what ends one there,
  // up to its host (issue 24): only a blank, and the code's own delimiter, end it.
  code: {write: (uri: string) => '`' + uri + '`', excluded: ' `', whole: true},
  fenced: {write: (uri: string) => '```sh\nDATABASE_URL=' + uri + '\n```', excluded: ' `', whole: true},
  frontmatter: {
    write: (uri: string) => '---\ndatabase: ' + uri + '\n---\n\n# Setup',
    excluded: ' `#',
    whole: true
  },
  // Read for credentials only (issue 23): an HTML comment, a link title, a bare URI in prose that GFM does not link.
  comment: {write: (uri: string) => '<!-- staging: ' + uri + ' -->', excluded: ' `-', whole: true},
  title: {write: (uri: string) => '[db](https://db.example/ "' + uri + '")', excluded: ' `"\\&', whole: true},
  prose: {write: (uri: string) => 'Bare ' + uri + ' now.', excluded: " `<\\()[&*_~'!", whole: true},
  // A `.txt` file, read by urilint's plain-text processor and by `uri-extract`.
  text: {write: (uri: string) => 'DATABASE_URL=' + uri, excluded: ' ', whole: true}
} as const
type Construct = keyof typeof constructs

/**
 * Letters that spell no word of the messages' prose, digits in none of
 * their numbers (RFC 3986, ports 65535, 1024 …): a piece of the password
 * found in an output came from the password.
 */
const letters = 'QZJXKVqzjxkv'
const digits = '4789'
/** Everything RFC 3986 reads as structure, and what it rejects. */
const specials = `/?#:!$'*+,;=~-._[]{}|^()"\\&<> \``
const nonAscii = ['п', 'а', 'р', 'о', 'л', 'ь', 'λ', '密', '码', '🔑']
const escapes = ['%2F', '%40', '%3A', '%23', '%3F', '%D0%BF', '%F0%9F%94%91', '%zz', '%4', '%', '%0A', '%00']

const piece = fc.oneof(
  {weight: 4, arbitrary: fc.constantFrom(...letters)},
  {weight: 2, arbitrary: fc.constantFrom(...digits)},
  {weight: 3, arbitrary: fc.constantFrom(...specials)},
  {weight: 2, arbitrary: fc.constantFrom(...nonAscii)},
  {weight: 1, arbitrary: fc.constantFrom(...escapes)}
)

/**
 * A password: a first part with anything but `@` (or digits, or nothing, then a `/`, `?` or `#`: a "port" on a
 * user name, `2024/s3cr`), then parts after an `@` with anything (issue 24: the password runs to the last `@`
 * before the host). Left out, as RFC 3986 gives no single reading of them: a host name, an IP literal or
 * `localhost` after an `@` of the password and before its `/`, `?` or `#` (`p@medium.com/@x.io` is a host and a
 * path), a `://` (a URI of its own starts there), and a `/` before the host's `@` when the host is no host name
 * (`/@user` is a handle in a path).
 */
function password(construct: Construct): fc.Arbitrary<string> {
  const excluded = constructs[construct].excluded
  const allowed = piece.filter((text) => ![...text].some((character) => excluded.includes(character)))
  const first = fc.array(allowed, {minLength: 1, maxLength: 12}).map((pieces) => pieces.join(''))
  const ends = fc.constantFrom(...[...'/?#'].filter((character) => !excluded.includes(character)))
  const port = fc
    .tuple(fc.constantFrom('', '2024', '6379', '4'), ends, first)
    .map(([digits, end, rest]) => digits + end + rest)
  const later = fc.array(allowed, {minLength: 0, maxLength: 6}).map((pieces) => '@' + pieces.join(''))
  return fc
    .tuple(fc.oneof({weight: 3, arbitrary: first}, {weight: 1, arbitrary: port}), fc.array(later, {maxLength: 2}))
    .map(([head, tail]) => head + tail.join(''))
    .filter((text) => !(':' + text).includes('://') && !hostAfterAt.test(text))
}

/** An `@` followed by a host name, an IP literal or `localhost`, up to a `/`, `?` or `#`. */
const hostAfterAt = /@(?:\[|(?:localhost|[A-Za-z\d-]+(?:\.[A-Za-z\d-]+)+)(?::\d*)?[/?#])/i

/** The rest of the URI: its own problems (`|`, `é`, `%zz`, a port of another protocol) for the rules to quote. */
const uriParts = fc.record({
  // `''`: a network-path reference (`//app:…@host/`), in Markdown and HTML only (text has no relative references).
  scheme: fc.constantFrom('https', 'postgres', 'gopher', 'redis', ''),
  user: fc.constantFrom('app', 'deploy', 'u', ''),
  // Docker and Kubernetes service names too (issue 24): no dot.
  host: fc.constantFrom(
    'db.acme.io',
    'git.acmecorp.io',
    '10.1.2.3',
    'db.example.com',
    'db',
    'redis-master',
    'localhost',
    '[fd00::1]'
  ),
  port: fc.constantFrom('', ':5432', ':25', ':70000'),
  path: fc.constantFrom('/', '/app.git', '/a|b', '/café', '/50%off'),
  query: fc.constantFrom('', '?q=1', '?chl=a|b'),
  fragment: fc.constantFrom('', '#top', '#a#b'),
  // Written inside another URI, in its path, its query or its fragment (issue 24).
  wrap: fc.constantFrom('', '', 'https://web.archive.org/web/2020/', 'https://r.example/go?u=', 'https://r.example/#')
})

/** A counterexample a run found, as an example of the properties: `https://app:PASSWORD@db.acme.io/`, after `wrap`. */
function example(construct: Construct, password: string, sameUser: boolean, wrap = '') {
  const parts = {
    scheme: 'https',
    user: 'app',
    host: 'db.acme.io',
    port: '',
    path: '/',
    query: '',
    fragment: '',
    wrap
  }
  return [{construct, password, parts, strict: false, ownProcessor: false, sameUser}] as [Case]
}

const cases = fc
  .constantFrom(...(Object.keys(constructs) as Construct[]))
  .chain((construct) =>
    fc.record({
      construct: fc.constant(construct),
      password: password(construct),
      parts: uriParts,
      strict: fc.boolean(),
      ownProcessor: fc.boolean(),
      // The user name equal to the password (`guest:guest`), where the password can be one (no `:`, `@`, `/`, `?`, `#`,
      // brackets), and not in a GFM literal (which needs a host name's characters right after `//`).
      sameUser: fc.boolean()
    })
  )
  .map((generated) => ({
    ...generated,
    sameUser: generated.sameUser && generated.construct !== 'literal' && !/[:@/?#[\]]/.test(generated.password)
  }))
  // A placeholder (`$QZ`, `[QZ]`, `xxx`) is no secret: the rules may quote it.
  .filter(({password}) => !isPlaceholder(password))
  // A GFM literal is an `http(s)` URI with a host name right after `//`, and a dotted one after the `@`; bare
  // prose, one GFM does not link.
  .filter(
    ({construct, parts}) =>
      construct !== 'literal' ||
      (parts.scheme === 'https' && parts.user !== '' && parts.host.includes('.') && parts.wrap === '')
  )
  // A network-path reference (`//app:…`) inside another URI is no URI of its own.
  .filter(({parts}) => parts.scheme !== '' || parts.wrap === '')
  // A password that ends in `/` before a host that is no host name reads as `/@handle`.
  .filter(({password, parts}) => !password.endsWith('/') || /[.[]|^localhost$/.test(parts.host))
  .filter(({construct, parts}) => construct !== 'prose' || parts.scheme !== 'https')
  .filter(
    ({construct, parts}) =>
      parts.scheme !== '' ||
      !['autolink', 'literal', 'code', 'fenced', 'frontmatter', 'comment', 'title', 'prose', 'text'].includes(construct)
  )

/** One generated case of `cases`. */
type Case = typeof cases extends fc.Arbitrary<infer T> ? T : never

/** The pieces of text a leak would show: three characters of the password, as written, percent-encoded or decoded. */
function secretPieces(secret: string, rest: string): string[] {
  const forms = (text: string) => [text, encodeNonAscii(text), decodeLoosely(text)]
  // The repairs the rules name for the rest (`#` → `%23`) are no piece of the password.
  const known = [...forms(rest), encodeAll(rest)]
  const pieces = new Set<string>()
  for (const [form, text] of forms(secret).entries()) {
    for (let index = 0; index + 3 <= text.length; index++) {
      const candidate = text.slice(index, index + 3)
      // Of the encoded form, the pieces of an encoding (`%D0%BF…`; not `86 ` of `%86 `, prose's "3986 ", nor ` "%`).
      if (form === 1 && !/^(?=.*%)[%\dA-F]{3}$/.test(candidate)) continue
      // A number (`398` of `%2398`, ` 7.`) may be prose's: "RFC 3986 7.5"; so may punctuation
      // alone (`), ` of "(RFC 1918), so"), and digits with punctuation (`00\`` of "port \`70000\`"): the
      // password's other pieces still count.
      if (
        /^[\d. ]+$/.test(candidate) ||
        /^[ !-/:-@[-`{-~]+$/.test(candidate) ||
        /^[\d!-$&-/:-@[-`{-~]+$/.test(candidate)
      )
        continue
      // The start of a quoted encoding (`` `%2 `` of "expected `%25of`"), which messages write for the rest.
      if (/^`%[\dA-F]$/.test(candidate)) continue
      if (!known.some((known) => known.includes(candidate))) pieces.add(candidate)
    }
  }
  return [...pieces]
}

function encodeNonAscii(text: string): string {
  return text.replace(/[^\x00-\x7f]+/gu, (run) => encodeURIComponent(run))
}

/** Every character but letters, digits and `-._~` percent-encoded. */
function encodeAll(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (character) => '%' + character.charCodeAt(0).toString(16).toUpperCase()
  )
}

function decodeLoosely(text: string): string {
  return text.replace(/(?:%[\dA-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run)
    } catch {
      return run
    }
  })
}

/** Links to the RFCs and the rules' docs, whose section numbers a password may spell, and SARIF's `"%SRCROOT%":` (`%":`): fixed text. */
const links = /https:\/\/(?:www\.rfc-editor\.org|github\.com\/urilint)\/\S*|%SRCROOT%/g

/** The pieces of `secrets` that `text` holds (with the fixed links taken out). */
function leaked(text: string, secrets: readonly string[], only?: RegExp, fixed = ''): string[] {
  const bare = text.replace(links, '')
  return secrets.filter(
    (secret) => (only === undefined || only.test(secret)) && bare.includes(secret) && !fixed.includes(secret)
  )
}

/**
 * The reports' fixed text (the rules' help in SARIF: "a space is `%20`"), from a document that gets a message of
 * each rule with no secret in it: a password's piece found there came from there.
 */
let fixedReports: Promise<Map<string, string>> | undefined
function reportsFixedText(): Promise<Map<string, string>> {
  fixedReports ??= (async () => {
    const document = '[db](https://app:QZJXKVqz4789@db.acme.io:25/a|b)\n'
    const found = new Map<string, string>()
    for (const {what, text, reportOnly} of outputs(
      await lint(document, rules(false), '/repo/docs/example.md'),
      document
    ))
      if (reportOnly) found.set(what, (found.get(what) ?? '') + text)
    return found
  })()
  return fixedReports
}

/**
 * Pieces a report could hold for another reason than the password: its
 * positions, counts and fingerprints are digits and hex, its fixed text
 * has `/`, `:`, `#` and words (`….json`: `0.j`). In a report only pieces
 * with an upper-case letter of the password's, a `%` or a non-ASCII
 * character count (most pieces have one).
 */
const distinctive = /[QZJXKV%]|[^\x00-\x7f]/u

/** Fields of a message that say where it is, not what. */
const located = new Set(['place', 'line', 'column', 'name', 'file'])

/**
 * Issue 23's recall and documentation sets (`fixtures/remark-lint-uri/credentials/sets.json`),
 * placed in every site a credential can be, as that file's `sites` name them.
 */
const sets = JSON.parse(fs.readFileSync(path.join(fixtures, 'credentials/sets.json'), 'utf8')) as {
  sites: string[]
  recall: string[]
  documentation: string[]
}
// `{base62:N}`: N characters drawn from a seeded generator, so that the repository holds no token.
const random = mulberry32(23)
const base62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
sets.recall = sets.recall.map((uri) =>
  uri.replace(/\{base62:(\d+)\}/g, (_, length: string) =>
    Array.from({length: Number(length)}, () => base62[Math.floor(random() * base62.length)]).join('')
  )
)
const sites: Record<string, (uri: string) => string> = {
  link: (uri) => `[db](${uri})`,
  definition: (uri) => `[db]: ${uri}\n\n[db][]`,
  'link title': (uri) => `[db](https://docs.example/ "${uri}")`,
  'bare prose': (uri) => `See ${uri} now.`,
  'inline code': (uri) => '`' + uri + '`',
  'fenced code': (uri) => '```sh\nURL=' + uri + '\n```',
  'front matter': (uri) => '---\nurl: ' + uri + '\n---\n\n# Setup',
  'HTML comment': (uri) => `<!-- staging: ${uri} -->`,
  'HTML attribute': (uri) => `<a href="${uri}">db</a>`
}

/**
 * Everything a user or a tool sees of the findings on `file`; with `text`, also what `uri-extract` prints of
 * the document read as text (where a password holds no blank: text has no other end for a URI).
 */
function outputs(file: VFile, document: string, text = true): Array<{what: string; text: string; reportOnly: boolean}> {
  const result: Array<{what: string; text: string; reportOnly: boolean}> = []
  for (const message of file.messages) {
    // Every field of the message but where it is (its place, and `name`: the path with the place).
    const fields = Object.entries({...message, stack: message.stack}).filter(([key]) => !located.has(key))
    result.push({what: `${message.ruleId} message`, text: stringsOf(fields).join('\uFFFF'), reportOnly: false})
    // The title and the edit apart (`\uFFFF`): joined by a line break, `***` after it spelled
    // the decoded `%0A**` of a password `Q@%0A**`, a leak the outputs never showed.
    for (const replacement of message.expected ?? []) {
      const place = message.place
      const range = place !== undefined && 'start' in place ? place : undefined
      const actual = range === undefined ? '' : sliceLines(document, range.start, range.end)
      // unified-language-server's title, as remark-language-server shows it (it quotes the replaced text) …
      const title =
        replacement === '' ? 'Remove `' + actual + '`' : 'Replace `' + actual + '` with `' + replacement + '`'
      // … and urilint-language-server's, from the edit alone.
      const retitled = titleOf({
        title,
        kind: 'quickfix',
        edit: {
          changes: {
            'file:///example.md': [
              {range: {start: {line: 0, character: 0}, end: {line: 0, character: 0}}, newText: replacement}
            ]
          }
        }
      })
      if (file.data.urilintQuickFixes === true)
        result.push({what: `${message.ruleId} quick fix`, text: retitled + '\uFFFF' + replacement, reportOnly: false})
      else
        result.push({
          what: `${message.ruleId} quick fix (remark-language-server)`,
          text: title + '\uFFFF' + replacement,
          reportOnly: false
        })
    }
  }
  // The language server's diagnostic of each message (its range aside).
  for (const message of file.messages) {
    const diagnostic: Partial<ReturnType<typeof toDiagnostic>> = toDiagnostic(message)
    delete diagnostic.range
    result.push({
      what: `${message.ruleId} language server`,
      text: stringsOf(diagnostic).join('\uFFFF'),
      reportOnly: false
    })
  }
  // `uri-extract` on the same text, `--www --email`, in its formats, with and without `--check`.
  for (const found of text ? extract(document, {www: true, email: true}) : []) {
    for (const [format, check] of [
      ['lines', false],
      ['lines', true],
      ['json', true]
    ] as const) {
      const flags = {format, check, frail: false, mail: false, options: {}, files: []}
      result.push({
        what: `uri-extract ${format}${check ? ' --check' : ''}`,
        text: render(found, 'x.md', flags).text,
        reportOnly: true
      })
    }
  }
  const results = [toResult(file, '/repo')]
  const options = {root: '/repo', version: '0.1.0', verbose: true}
  result.push(
    {what: 'default report', text: reportDefault(results, options), reportOnly: true},
    {what: 'json report', text: reportJson(results, options), reportOnly: true},
    {what: 'sarif report', text: reportSarif(results, options), reportOnly: true},
    // As GitHub shows the annotations: workflow commands unescaped (`%25` is a `%`).
    {what: 'github report', text: unescapeCommands(reportGithub(results, options)), reportOnly: true},
    {
      what: 'job summary',
      text: jobSummary(results, {
        ...options,
        env: {GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/docs', GITHUB_SHA: 'f'.repeat(40)}
      }),
      reportOnly: true
    }
  )
  return result
}

/** Every string in `value`, however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value !== 'object' || value === null) return []
  return Object.values(value).flatMap((inner) => stringsOf(inner))
}

/** The inverse of the github report's `escapeData` and `escapeProperty`. */
function unescapeCommands(text: string): string {
  const escaped: Record<string, string> = {'%25': '%', '%0D': '\r', '%0A': '\n', '%3A': ':', '%2C': ','}
  return text.replace(/%(?:25|0D|0A|3A|2C)/g, (escape) => escaped[escape]!)
}

/** The text between two points (1-based lines and columns) of `document`. */
function sliceLines(
  document: string,
  start: {line: number; column: number},
  end: {line: number; column: number}
): string {
  const offsets = [0]
  for (let index = document.indexOf('\n'); index !== -1; index = document.indexOf('\n', index + 1))
    offsets.push(index + 1)
  return document.slice(offsets[start.line - 1]! + start.column - 1, offsets[end.line - 1]! + end.column - 1)
}

describe('passwords stay hidden from every rule', () => {
  it(
    `no output holds a piece of a password, however RFC 3986 reads it (${numRuns} documents)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(cases, async ({construct, password, parts, strict, ownProcessor, sameUser}) => {
          const {scheme, host, port, path, query, fragment, wrap} = parts
          const user = sameUser ? password : parts.user
          const before = `${wrap}${scheme === '' ? '' : scheme + ':'}//${user}:`
          const after = `@${host}${port}${path}${query}${fragment}`
          const uri = before + password + after
          const document = constructs[construct].write(uri) + '\n'
          const file =
            construct === 'text'
              ? await lintText(document, strict)
              : await lint(
                  document,
                  ownProcessor ? [remarkUriQuickFixes, ...rules(strict)] : rules(strict),
                  '/repo/docs/example.md'
                )
          // The URI with the password taken out, and masked as the messages show it (`***@db`).
          // A user name equal to the password is masked too (`//***:***@db`).
          const shown = sameUser ? `${wrap}${scheme === '' ? '' : scheme + ':'}//***:` : before
          const secrets = secretPieces(password, shown + after + ' ' + shown + '***' + after)
          const fixed = await reportsFixedText()
          for (const {what, text, reportOnly} of outputs(file, document, !/\s/.test(password))) {
            expect(
              leaked(text, secrets, reportOnly ? distinctive : undefined, reportOnly ? (fixed.get(what) ?? '') : ''),
              `${what} of ${JSON.stringify(document)}:\n${text}`
            ).toEqual([])
          }
          if (constructs[construct].whole) {
            // The password rule finds the whole password, where it is written.
            const start = document.indexOf(uri) + before.length
            const found = file.messages.filter((message) => message.ruleId === 'no-uri-password')
            expect(
              found.map((message) => rangeOffsets(document, message)),
              JSON.stringify(document)
            ).toEqual([[start, start + password.length]])
          }
        }),
        {
          numRuns,
          // A user name that starts with `-` (`https://-:-@db…`): not a scheme named with a suffix (`ftp://-prefix`).
          examples: [
            example('title', '-', true),
            example('comment', '4\\', false),
            example('fenced', '%2F\\@Q@)', false),
            // An encoded `://` with no scheme before it, in a password of a URI written in a query: no URI starts there.
            example('frontmatter', '%3A%2F%2F/', false, 'https://r.example/go?u=')
          ]
        }
      )
    },
    30_000 + numRuns * 20
  )
})

function rangeOffsets(document: string, message: VFile['messages'][number]): [number, number] | undefined {
  const place = message.place
  if (place === undefined || !('start' in place)) return undefined
  const offsets = [0]
  for (let index = document.indexOf('\n'); index !== -1; index = document.indexOf('\n', index + 1))
    offsets.push(index + 1)
  return [offsets[place.start.line - 1]! + place.start.column - 1, offsets[place.end.line - 1]! + place.end.column - 1]
}

/**
 * The same documents through the two other hosts (issue 27): every field of
 * ESLint's messages (reason, suggestions' titles and edits, fixes) and of
 * markdownlint's results (detail, context, fixInfo). `no-uri-password` is
 * `strict` there, so that every password is reported (notes are left out of
 * both hosts), at exactly its range.
 */
describe('passwords stay hidden in the ESLint plugin and the markdownlint rules', () => {
  const hostRuns = Math.ceil(numRuns / 2)
  it(
    `no output of either host holds a piece of a password (${hostRuns} documents)`,
    async () => {
      await fc.assert(
        // Markdown only: a `.txt` file is no document of these hosts.
        fc.asyncProperty(
          cases.filter(({construct}) => construct !== 'text'),
          async ({construct, password, parts, strict, sameUser}) => {
            const {scheme, host, port, path, query, fragment} = parts
            const user = sameUser ? password : parts.user
            const before = `${scheme === '' ? '' : scheme + ':'}//${user}:`
            const after = `@${host}${port}${path}${query}${fragment}`
            const uri = before + password + after
            const document = constructs[construct].write(uri) + '\n'
            const shown = sameUser ? `${scheme === '' ? '' : scheme + ':'}//***:` : before
            const secrets = secretPieces(password, shown + after + ' ' + shown + '***' + after)
            const common = {checkCode: true, frontmatter: true}
            const config = {
              'no-malformed-uri': ['warn', {...common, strict}],
              'no-unsafe-port': ['warn', {...common, strict}],
              'no-uri-password': ['error', {...common, strict: true, placeholders: true}]
            }
            const start = document.indexOf(uri) + before.length
            const expectedRange = [[start, start + password.length]]

            const eslint = new Linter({configType: 'flat'}).verify(document, eslintConfig(config), 'docs/example.md')
            for (const message of eslint) {
              // Every string: places are numbers.
              expect(leaked(stringsOf(message).join('\uFFFF'), secrets), `ESLint ${JSON.stringify(document)}`).toEqual(
                []
              )
            }
            expect(
              eslint
                .filter((message) => message.ruleId === 'uri/no-uri-password')
                .map((message) => [
                  offsetAt(document, message.line, message.column),
                  offsetAt(document, message.endLine!, message.endColumn!)
                ]),
              `ESLint ${JSON.stringify(document)}`
            ).toEqual(expectedRange)

            const results = await markdownlintResults(document, config)
            for (const result of results) {
              expect(
                leaked(stringsOf(result).join('\uFFFF'), secrets),
                `markdownlint ${JSON.stringify(document)}`
              ).toEqual([])
            }
            // In front matter, markdownlint places no range (see hosts.test.ts).
            if (construct !== 'frontmatter')
              expect(
                results
                  .filter((result) => result.ruleNames[0] === 'no-uri-password')
                  .map((result) => {
                    const offset = offsetAt(document, result.lineNumber, result.errorRange![0]!)
                    return [offset, offset + result.errorRange![1]!]
                  }),
                `markdownlint ${JSON.stringify(document)}`
              ).toEqual(expectedRange)
          }
        ),
        {
          numRuns: hostRuns,
          examples: [example('frontmatter', 'Q,Q=>', true)]
        }
      )
    },
    30_000 + hostRuns * 30
  )
})

/** The offset of a 1-based line and column of `document`. */
function offsetAt(document: string, line: number, column: number): number {
  let offset = 0
  for (let at = 1; at < line; at++) offset = document.indexOf('\n', offset) + 1
  return offset + column - 1
}

describe('passwords stay hidden from every rule: examples', () => {
  const rfc = (section: string) => 'see https://www.rfc-editor.org/rfc/rfc3986#section-' + section
  const leak =
    "The password is of a real secret's strength, on a host of the Internet; " +
    'RFC 3986 7.5: a password in a URI is seen by everyone who sees the URI; pass it some other way; ' +
    rfc('7.5')
  const asExample = 'so this is taken for an example: a note; ' + rfc('7.5')
  const password = (uri: string) => `Unexpected password in \`${uri}\`, expected no credentials in the URI`
  const inPassword = (count: number) =>
    `Unexpected ${count} characters in the password that RFC 3986 does not allow there, expected the password out of the URI`

  /** Each message with every field a report shows. */
  async function findings(markdown: string, plugins: PluggableList = presetWithGfm) {
    const file = await lint(markdown, plugins)
    return file.messages.map(reportFields)
  }

  it('the issue: a password whose `/` ends the authority, with non-ASCII characters RFC 3986 reads as a path', async () => {
    // Was: "Unexpected non-ASCII `пароль` in path, expected `%D0%BF%D0%B0…`" (and `actual`, `expected`), then "2 characters".
    expect(await findings('[db](https://app:Kx9/пароль@db.example.com/)\n')).toEqual([
      {
        ruleId: 'no-malformed-uri',
        level: 'warning',
        range: '1:6-1:44',
        reason: inPassword(7),
        note: 'Browsers reject it as an invalid URL; ' + rfc('3.2.3'),
        actual: undefined,
        expected: undefined
      },
      {
        ruleId: 'no-uri-password',
        level: 'info',
        range: '1:18-1:28',
        reason: password('https://app:***@db.example.com/'),
        note:
          'The host `db.example.com` is reserved for examples or is this machine (RFC 2606, RFC 6761), so this is taken for an example: a note; ' +
          rfc('7.5'),
        actual: undefined,
        expected: undefined
      }
    ])
  })

  it('a user name equal to the password is masked as the password, in the message and its fix (issue 23)', async () => {
    // Was: "Unexpected password in `amqp://guestQZ:***@mq.acme.io/`", which showed the password.
    expect(
      await findings('[mq](amqp://guestQZ:guestQZ@mq.acme.io/)\n', [remarkUriQuickFixes, ...presetWithGfm])
    ).toEqual([
      {
        ruleId: 'no-uri-password',
        level: 'info',
        range: '1:21-1:28',
        reason: password('amqp://***:***@mq.acme.io/'),
        note: `The password is the user name, as in a tool's default account, ${asExample}`,
        actual: undefined,
        expected: ['***']
      }
    ])
  })

  it("in urilint's own tools, the password finding's only fix is `***`, titled without the password; the malformed URI has none", async () => {
    const result = await findings('[db](https://app:Kx9/пароль@db.acme.io/)\n', [remarkUriQuickFixes, ...presetWithGfm])
    expect(result).toEqual([
      {
        ruleId: 'no-malformed-uri',
        level: 'warning',
        range: '1:6-1:40',
        reason: inPassword(7),
        note: 'Browsers reject it as an invalid URL; ' + rfc('3.2.3'),
        actual: undefined,
        expected: undefined
      },
      {
        ruleId: 'no-uri-password',
        level: 'error',
        range: '1:18-1:28',
        reason: password('https://app:***@db.acme.io/'),
        note: leak,
        actual: undefined,
        expected: ['***']
      }
    ])
    const edit = {range: {start: {line: 0, character: 17}, end: {line: 0, character: 27}}, newText: '***'}
    expect(titleOf({title: 'Replace `Kx9/пароль` with `***`', edit: {changes: {'file:///db.md': [edit]}}})).toBe(
      'Replace with `***`'
    )
  })

  it("in code, a password before Doxygen's `\\@`: the URI read without the `\\`, the password reported with it", async () => {
    expect(await findings('```c\n * amqp://guest:Kx9mQ2vLp8zR\\@mq.acme.io/\n```\n')).toEqual([
      {
        ruleId: 'no-uri-password',
        level: 'error',
        range: '2:17-2:30',
        reason: password('amqp://guest:***@mq.acme.io/'),
        note: leak,
        actual: undefined,
        expected: undefined
      }
    ])
  })

  it('a password holding `?`, `#` and `@`: read up to the last `@` before the host, which the message shows', async () => {
    expect(await findings('<https://app:Kx9?a#b@c@db.acme.io/x>\n')).toEqual([
      {
        ruleId: 'no-malformed-uri',
        level: 'warning',
        range: '1:2-1:36',
        reason: inPassword(3),
        note: 'Browsers reject it as an invalid URL; ' + rfc('3.2.3'),
        actual: undefined,
        expected: undefined
      },
      // Was: the password `Kx9?a#b` (to the first `@`) and "Unexpected password in `https://app:***`".
      {
        ruleId: 'no-uri-password',
        level: 'error',
        range: '1:14-1:23',
        reason: password('https://app:***@db.acme.io/x'),
        note: leak,
        actual: undefined,
        expected: undefined
      }
    ])
  })

  it('a password that starts with `/` and holds an `@`: no character of it quoted, and browsers go to another host (a warning)', async () => {
    // Was: the password `/`, and "Unexpected non-ASCII `п` in path, expected `%D0%BF`" as a note.
    expect(await findings('[x]: https://app:/@п@db.acme.io/\n\n[x][]\n')).toEqual([
      {
        ruleId: 'no-malformed-uri',
        level: 'warning',
        range: '1:6-1:33',
        reason: inPassword(3),
        note: 'Browsers read another host; ' + rfc('2.5'),
        actual: undefined,
        expected: undefined
      },
      {
        ruleId: 'no-uri-password',
        level: 'info',
        range: '1:18-1:21',
        reason: password('https://app:***@db.acme.io/'),
        note: `The password is weaker than a real secret (fewer than 12 characters, or 8 of 3 kinds, or repeated ones), ${asExample}`,
        actual: undefined,
        expected: undefined
      }
    ])
  })

  it("in HTML, with a problem of its own after the password: that one is quoted, the password's are counted", async () => {
    expect(await findings('<a href="https://app:Kx9/па роль@db.acme.io/a|b">db</a>\n')).toEqual([
      {
        ruleId: 'no-malformed-uri',
        level: 'warning',
        range: '1:10-1:48',
        reason: inPassword(8) + '; Unexpected `|` in path, expected `%7C`',
        note: 'Browsers reject it as an invalid URL; ' + rfc('3.2.3'),
        actual: undefined,
        expected: undefined
      },
      {
        ruleId: 'no-uri-password',
        level: 'error',
        range: '1:22-1:33',
        reason: password('https://app:***@db.acme.io/a|b'),
        note: leak,
        actual: undefined,
        expected: undefined
      }
    ])
  })

  it('a password to the last `@`, on a host without a dot, and in a URI inside another: each found, none quoted (issue 24)', async () => {
    const document =
      '[a](https://web.archive.org/web/2020/https://user:Qz9Kv|Xw2LpR7@db.acme.io/)\n\n' +
      '`https://app:2024/s3cr@db/app`\n\n' +
      '<postgres://app:Kx@QZJ9vXk/tail@db.acme.io/app>\n'
    // Was: the inner password quoted by `no-malformed-uri` (`|`, and the URI in its fix) and not reported; the
    // password `2024/s3cr` not found (and the URI quoted whole by `no-malformed-uri` in other places); the
    // password `Kx`, then `postgres://app:***@QZJ9vXk/tail@db.acme.io/app` in the message.
    expect(await findings(document, [remarkUriQuickFixes, ...presetWithGfm])).toEqual([
      {
        ruleId: 'no-malformed-uri',
        level: 'info',
        range: '1:5-1:76',
        reason:
          'Unexpected character in the password of a URI inside this one that RFC 3986 does not allow there, expected the password out of the URI',
        note: 'Browsers send these characters as written and follow the same URI; ' + rfc('2'),
        actual: undefined,
        expected: undefined
      },
      {
        ruleId: 'no-uri-password',
        level: 'error',
        range: '1:51-1:64',
        reason: password('https://user:***@db.acme.io/'),
        note: leak,
        actual: undefined,
        expected: ['***']
      },
      {
        ruleId: 'no-uri-password',
        level: 'info',
        range: '3:14-3:23',
        reason: password('https://app:***@db/app'),
        note: `The host \`db\` is a single label, which only a local network resolves, ${asExample}`,
        actual: undefined,
        expected: ['***']
      },
      {
        ruleId: 'no-uri-password',
        level: 'error',
        range: '5:17-5:32',
        reason: password('postgres://app:***@db.acme.io/app'),
        note: leak,
        actual: undefined,
        expected: ['***']
      }
    ])
  })

  it('a password in a URI written percent-encoded inside another: found, judged on its decoded host, not quoted (issue 24)', async () => {
    const document =
      '[in](https://acme.io/login?next=https%3A%2F%2Fdeploy%3AQz9Kv7xW2LpR%40db.acme.io%2F&x=1)\n\n' +
      '`https://acme.io/go?to=https%253A%252F%252Fapp%253Axq7Kv9ZwL2pR%2540db%252F`\n'
    // Was: nothing reported, the password in every message quoting the URI.
    expect(await findings(document, rules(false))).toEqual([
      {
        ruleId: 'no-uri-password',
        level: 'error',
        range: '1:56-1:68',
        reason: password('https://deploy:***@db.acme.io/'),
        note: leak,
        actual: undefined,
        expected: ['***']
      },
      {
        ruleId: 'no-uri-password',
        level: 'info',
        range: '3:52-3:64',
        reason: password('https://app:***@db/'),
        note: `The host \`db\` is a single label, which only a local network resolves, ${asExample}`,
        actual: undefined,
        expected: ['***']
      }
    ])
  })

  it('a password that starts with a port of another protocol: no port finding, in code as in links', async () => {
    expect(
      await findings(
        '<gopher://app:25/Kx9@db.acme.io/> and `postgres://app:25/пароль@db.acme.io:5432/app`\n',
        rules(false)
      )
    ).toEqual([
      {
        ruleId: 'no-malformed-uri',
        level: 'warning',
        range: '1:40-1:84',
        reason: inPassword(7),
        note: 'Browsers read another host; ' + rfc('2.5'),
        actual: undefined,
        expected: undefined
      },
      {
        ruleId: 'no-uri-password',
        level: 'info',
        range: '1:15-1:21',
        reason: password('gopher://app:***@db.acme.io/'),
        note: `The password is weaker than a real secret (fewer than 12 characters, or 8 of 3 kinds, or repeated ones), ${asExample}`,
        actual: undefined,
        expected: undefined
      },
      {
        ruleId: 'no-uri-password',
        level: 'error',
        range: '1:55-1:64',
        reason: password('postgres://app:***@db.acme.io:5432/app'),
        note: leak,
        actual: undefined,
        expected: undefined
      }
    ])
  })
})

describe('the recall and documentation sets (issue 23): every site, one message, no secret shown', () => {
  it('names every site the test writes', () => {
    expect(sets.sites).toEqual(Object.keys(sites))
    expect([sets.recall.length, sets.documentation.length]).toEqual([12, 13])
    expect(sets.recall.filter((uri) => uri.includes('{'))).toEqual([])
  })

  for (const [set, level] of [
    ['recall', 'error'],
    ['documentation', 'info']
  ] as const) {
    for (const uri of sets[set]) {
      it(`${set}: ${uri.replace(/:[^:@/]+@/, ':***@')} is ${level === 'error' ? 'an error' : 'a note'} in every site`, async () => {
        const span = passwordSpan(parse(uri))!
        const password = uri.slice(span.start, span.end)
        const shown = uri.slice(0, span.start) + '***' + uri.slice(span.end)
        // As the message shows it: also with a user name that reveals the password masked (`***:***@`).
        const shownForms = [shown, shown.replace(/\/\/[^:@/]*:\*\*\*@/, '//***:***@')]
        // Placeholders (`mypassword`, `db_pass`) are notes only with `placeholders: true`; otherwise they pass.
        const plugins: PluggableList =
          set === 'recall' ? presetWithGfm : [...presetWithGfm, [remarkLintNoUriPassword, {placeholders: true}]]
        for (const [site, write] of Object.entries(sites)) {
          const document = write(uri) + '\n'
          const file = await lint(document, plugins, '/repo/docs/example.md')
          const start = document.indexOf(uri) + span.start
          // One message, the password rule's, on the whole password where it is written.
          expect(
            file.messages.map((message) => [
              message.ruleId,
              reportFields(message).level,
              rangeOffsets(document, message)
            ]),
            `${site}: ${JSON.stringify(document)}`
          ).toEqual([['no-uri-password', level, [start, start + password.length]]])
          for (const {what, text, reportOnly} of outputs(file, document)) {
            if (set === 'recall') {
              // No three characters of a real-format secret, anywhere.
              expect(
                leaked(text, secretPieces(password, shown), reportOnly ? distinctive : undefined),
                `${what} of ${site}`
              ).toEqual([])
            } else {
              // A documentation password may be a word of the prose (`example`, `password`) or of the URI
              // (`postgres`): never the credentials as written, and no quote of the URI but the masked one.
              expect(text.includes(':' + password + '@'), `${what} of ${site}`).toBe(false)
              if (reportOnly) continue
              const quoted = text.split('`').filter((_, index) => index % 2 === 1)
              expect(
                quoted.filter(
                  (piece) => piece.includes(password) && !shownForms.some((form) => form.startsWith(piece))
                ),
                `${what} of ${site}`
              ).toEqual([])
            }
          }
        }
      })
    }
  }
})

describe('1,000 random 16-character passwords over all printable ASCII (issue 24)', () => {
  // `!` to `~`: a blank ends a URI in text, as it ends the run of text a password is read in.
  const printable = Array.from({length: 94}, (_, index) => String.fromCharCode(0x21 + index)).join('')
  const write = {
    fenced: (uri: string) => '```sh\nDATABASE_URL=' + uri + '\n```\n',
    text: (uri: string) => 'DATABASE_URL=' + uri + '\n'
  }
  const uriOf = (password: string) => `postgres://app:${password}@db.acme-prod.io:5432/app`

  /** Lint as urilint does, its processor and the preset: `.md` or `.txt` by the name. */
  async function lintFile(document: string, name: string): Promise<VFile> {
    const file = new File({path: '/repo/docs/' + name, value: document})
    const urilint = processor().use(preset)
    await urilint.run(urilint.parse(file), file)
    return file
  }

  /** Each output, by what it is, of `document`. */
  async function outputsOf(document: string, name: string): Promise<Map<string, string>> {
    const found = new Map<string, string>()
    for (const {what, text} of outputs(await lintFile(document, name), document))
      found.set(what, (found.get(what) ?? '') + '\uFFFF' + text)
    return found
  }

  it('each reported by no-uri-password on the whole password, none printed in part, in a fenced block and in .txt', async () => {
    const random = mulberry32(24)
    const draw = (alphabet: string) =>
      Array.from({length: 16}, () => alphabet[Math.floor(random() * alphabet.length)]).join('')
    const leaks: string[] = []
    let reported = 0
    // What the outputs hold anyway: those of the same document with a password of letters and digits, and one
    // with characters RFC 3986 rejects (their messages' prose); with each, the verdict's words on the password.
    const known = {
      fenced: [
        await outputsOf(write.fenced(uriOf(draw(base62))), 'example.md'),
        await outputsOf(write.fenced(uriOf('Qz|9<Kv>Xw^2"Lp{')), 'example.md')
      ],
      text: [
        await outputsOf(write.text(uriOf(draw(base62))), 'example.txt'),
        await outputsOf(write.text(uriOf('Qz|9<Kv>Xw^2"Lp{')), 'example.txt')
      ]
    }
    for (let count = 0; count < 1000; count++) {
      const password = draw(printable)
      for (const [kind, name] of [
        ['fenced', 'example.md'],
        ['text', 'example.txt']
      ] as const) {
        const document = write[kind](uriOf(password))
        const file = await lintFile(document, name)
        const start = document.indexOf('app:') + 4
        const found = file.messages.filter((message) => message.ruleId === 'no-uri-password')
        if (found.length === 1 && JSON.stringify(rangeOffsets(document, found[0]!)) === `[${start},${start + 16}]`)
          reported++
        else leaks.push(`${kind} not reported: ${JSON.stringify(document)}`)
        const why = judgeCredential(password, 'app', parse(uriOf(password)).authority?.host).why
        for (const {what, text} of outputs(file, document)) {
          const fixed = known[kind].map((outputs) => outputs.get(what) ?? '').join('\uFFFF') + why
          for (let index = 0; index + 4 <= password.length; index++) {
            const run = password.slice(index, index + 4)
            if (text.includes(run) && !fixed.includes(run))
              leaks.push(`${kind}, ${what}: ${JSON.stringify(run)} of ${JSON.stringify(password)}`)
          }
        }
      }
    }
    expect(leaks).toEqual([])
    expect(reported).toBe(2000)
  }, 300_000)
})
