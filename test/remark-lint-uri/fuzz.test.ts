/**
 * Fuzzing remark-lint-uri with fast-check: the preset, each rule alone with
 * every option and severity (through unified with remark-parse and
 * remark-gfm), and the CLI's processor (`remark-lint-uri/processor`) on
 * Markdown, plain text and mail, all built from pieces of Markdown, HTML, mail
 * and URI syntax and from any string. No rule fails (a failing rule becomes a
 * message with a `cause`), every message is one of the three rules', placed
 * inside the document. `FUZZ_SCALE=100` to hunt (test/fuzz.ts).
 */
import preset, {
  remarkLintNoMalformedUri,
  remarkLintNoUnsafePort,
  remarkLintNoUriPassword,
  ruleIds,
  ruleMetadata
} from 'remark-lint-uri'
import noMalformedUri from 'remark-lint-uri/no-malformed-uri'
import noUnsafePort from 'remark-lint-uri/no-unsafe-port'
import noUriPassword from 'remark-lint-uri/no-uri-password'
import {processor} from 'remark-lint-uri/processor'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import fc from 'fast-check'
import {unified, type PluggableList} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {anyString, htmlPieces, mailPieces, markdownPieces, ok, runs, textOf, uriLike, uriPieces} from '../fuzz.ts'

/** A URI as Markdown may write a destination: some characters as backslash escapes or character references. */
const escaped = fc.tuple(uriLike, fc.nat(), fc.constantFrom('\\', '&#x', '&#', '&amp;')).map(([uri, seed, how]) =>
  [...uri]
    .map((char, index) => {
      if (((seed >> (index % 31)) & 1) === 0 || !/[!-/:-@[-`{-~]/.test(char)) return char
      if (how === '\\') return '\\' + char
      if (how === '&#x') return '&#x' + char.charCodeAt(0).toString(16) + ';'
      if (how === '&#') return '&#' + char.charCodeAt(0) + ';'
      return char === '&' ? '&amp;' : char
    })
    .join('')
)

/** Where Markdown holds a URI: links, images, definitions, autolinks, bare, HTML, code, front matter, in containers. */
const site = fc.oneof(
  uriLike.map((uri) => `[link](${uri})`),
  escaped.map((uri) => `[link](${uri})`),
  escaped.map((uri) => `\n[ref]: <${uri}>\n  "title\nover lines"\n[ref]`),
  escaped.map((uri) => `<a\nhref="${uri}"\n>x</a>`),
  uriLike.map((uri) => `\n> - [a](${uri})\n>   ![b](${uri})\n`),
  uriLike.map((uri) => `\n1. <${uri}>\n   * ${uri}\n`),
  uriLike.map((uri) => `| [a](${uri}) | ${uri} |\n| --- | --- |\n| <${uri}> | x |\n`),
  uriLike.map((uri) => `\n<div>\n<a href=${uri}>x</a>\n</div>\n`),
  uriLike.map((uri) => `[![i](${uri})](${uri})`),
  uriLike.map((uri) => `[link](<${uri}> "title")`),
  uriLike.map((uri) => `![image](${uri} 'title')`),
  uriLike.map((uri) => `<${uri}>`),
  uriLike.map((uri) => `\n[ref]: ${uri}\n[ref]\n`),
  uriLike.map((uri) => ` ${uri} `),
  uriLike.map((uri) => `<a href="${uri}">x</a>`),
  uriLike.map((uri) => `<img src='${uri}' srcset="${uri} 1x, ${uri} 2x">`),
  uriLike.map((uri) => '`' + uri + '`'),
  uriLike.map((uri) => '\n```\n' + uri + '\n```\n'),
  uriLike.map((uri) => '\n    ' + uri + '\n'),
  uriLike.map((uri) => `\n<!--lint ignore-->\n${uri}`)
)

/** Markdown: sites of URIs among Markdown, HTML and URI pieces; front matter now and then; or any string. */
const markdown = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          '',
          '',
          '---\nurl: https://u:Pw9x@db.acme-build.io:25/\n---\n',
          '+++\nx = "gopher://h:25/"\n+++\n'
        ),
        fc.array(
          fc.oneof(
            {weight: 3, arbitrary: site},
            {
              weight: 2,
              arbitrary: textOf([...markdownPieces, ...uriPieces, ...htmlPieces], {maxPieces: 6, longest: 30})
            }
          ),
          {maxLength: 8}
        )
      )
      .map(([front, parts]) => front + parts.join(''))
  },
  {weight: 1, arbitrary: fc.array(site, {maxLength: 6}).map((parts) => parts.join('\n').replace(/\n/g, '\r\n'))},
  {weight: 1, arbitrary: textOf([...markdownPieces, ...uriPieces, ...htmlPieces], {maxPieces: 40, longest: 100})},
  {weight: 1, arbitrary: anyString}
)

const allow = fc.array(
  fc.constantFrom('example.com', '*.example', 'https://a.example/x/', 'localhost', 'é', ':', '*.'),
  {maxLength: 3}
)
const common = {checkCode: fc.boolean(), frontmatter: fc.boolean(), allow}
const ruleOptions = [
  {rule: remarkLintNoMalformedUri, options: fc.record({...common, strict: fc.boolean()}, {requiredKeys: []})},
  {
    rule: remarkLintNoUnsafePort,
    options: fc.record(
      {...common, strict: fc.boolean(), allowPorts: fc.array(fc.integer({min: 0, max: 65_535}), {maxLength: 3})},
      {requiredKeys: []}
    )
  },
  {rule: remarkLintNoUriPassword, options: fc.record({...common, placeholders: fc.boolean()}, {requiredKeys: []})}
] as const

/** One rule, with options in each form remark-lint takes: alone, with a severity, off. */
const oneRule: fc.Arbitrary<PluggableList> = fc.oneof(
  ...ruleOptions.map(({rule, options}) =>
    fc
      .tuple(options, fc.constantFrom('plain', 'error', 'warn', 'on', 'off', 2, 1))
      .map(([settings, level]): PluggableList => {
        if (level === 'plain') return [[rule, settings]]
        if (level === 'off') return [[rule, false]]
        return [[rule, [level, settings]]]
      })
  )
)

/** The line and column of each offset of `value`, with `\n`, `\r\n` and `\r` ending lines (as micromark and vfile-location). */
function locations(value: string): {toPoint(offset: number): {line: number; column: number}} {
  const lineStarts = [0]
  for (const match of value.matchAll(/\r?\n|\r/g)) lineStarts.push(match.index + match[0].length)
  return {
    toPoint(offset) {
      let line = 0
      while (line + 1 < lineStarts.length && lineStarts[line + 1]! <= offset) line++
      return {line: line + 1, column: offset - lineStarts[line]! + 1}
    }
  }
}

/**
 * No rule failed; every message is a rule's, at a place inside the document
 * whose line and column agree with its offset. Markdown positions are those
 * of the text without a leading byte order mark (micromark drops it); plain
 * text keeps it.
 */
function expectMessages(file: VFile, document: string, markdown = true): void {
  const value = markdown ? document.replace(/^\uFEFF/, '') : document
  const place = locations(value)
  for (const message of file.messages) {
    const shown = () => JSON.stringify({...message, reason: message.reason, cause: String(message.cause)})
    ok(
      message.cause === undefined,
      () => 'no rule to fail: ' + shown() + '\n' + String((message.cause as Error | undefined)?.stack)
    )
    ok(
      (ruleIds as readonly string[]).includes(message.ruleId!) && message.source === 'remark-lint',
      () => 'a message of a rule: ' + shown()
    )
    ok([true, false, null, undefined].includes(message.fatal), 'a level')
    const range = message.place
    ok(range !== undefined, 'a place')
    const points = 'start' in range ? [range.start, range.end] : [range]
    for (const point of points) {
      ok(
        point.offset !== undefined && 0 <= point.offset && point.offset <= value.length,
        () => 'an offset inside the document: ' + shown()
      )
      const expected = place.toPoint(point.offset)
      ok(
        point.line === expected.line && point.column === expected.column,
        () => `line and column ${expected.line}:${expected.column}: ${shown()}`
      )
    }
    ok(points.length === 1 || points[0]!.offset! <= points[1]!.offset!, () => 'a range in order: ' + shown())
  }
}

async function lint(value: string, plugins: PluggableList): Promise<VFile> {
  const file = new VFile({path: 'fuzz.md', value})
  const pipeline = unified().use(remarkParse).use(plugins)
  await pipeline.run(pipeline.parse(file), file)
  return file
}

describe('fuzz remark-lint-uri', () => {
  it('exports: the rule ids, their metadata, the rules under both names', () => {
    expect(Object.keys(ruleMetadata).sort()).toEqual([...ruleIds].sort())
    expect([noMalformedUri, noUnsafePort, noUriPassword]).toEqual([
      remarkLintNoMalformedUri,
      remarkLintNoUnsafePort,
      remarkLintNoUriPassword
    ])
  })

  it('the preset after remark-gfm and remark-frontmatter, on any Markdown', async () => {
    await fc.assert(
      fc.asyncProperty(markdown, async (value) => {
        expectMessages(await lint(value, [[remarkFrontmatter, ['yaml', 'toml']], remarkGfm, preset]), value)
      }),
      {numRuns: runs(500)}
    )
  })

  it('each rule alone, with every option and severity, with and without GFM', async () => {
    await fc.assert(
      fc.asyncProperty(markdown, oneRule, fc.boolean(), async (value, rule, gfm) => {
        const file = await lint(value, gfm ? [remarkGfm, ...rule] : rule)
        expectMessages(file, value)
        const [[, setting]] = rule as [[unknown, unknown]]
        if (setting === false) expect(file.messages).toEqual([])
      }),
      {numRuns: runs(500)}
    )
  })

  it('the processor with the preset: Markdown, plain text and mail; only a NUL stops a file', async () => {
    const mail = textOf([...mailPieces, ...uriPieces, ...htmlPieces], {maxPieces: 40, longest: 50})
    const document = fc.oneof(
      fc.tuple(fc.constantFrom('a.md', 'a.markdown', 'a.ron'), markdown),
      fc.tuple(fc.constantFrom('a.txt', 'a.eml', 'a.mbox', 'a.EML'), fc.oneof(mail, markdown))
    )
    await fc.assert(
      fc.asyncProperty(document, async ([path, value]) => {
        const file = new VFile({path, value})
        try {
          // As unified-engine runs it: parse and run (it has no compiler).
          const pipeline = processor().use(preset)
          await pipeline.run(pipeline.parse(file), file)
        } catch (error) {
          // A binary file is refused, as documented; nothing else is.
          expect(value.slice(0, 8000).includes('\0'), String(error)).toBe(true)
          return
        }
        expectMessages(file, value, !['.txt', '.eml', '.mbox'].includes(file.extname!.toLowerCase()))
      }),
      {numRuns: runs(500)}
    )
  })
})
