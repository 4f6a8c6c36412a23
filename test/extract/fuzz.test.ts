/**
 * Fuzzing every export of `@urilint/extract` (and its subpaths
 * `@urilint/extract/source-map`, `/internal` and `/cli-shared`) with
 * fast-check: text, HTML and mail built from pieces of their syntax and of
 * URIs, any string (full Unicode, lone surrogates, NUL, long runs), arbitrary
 * bytes, every option. Nothing throws but misuse (a `TypeError`), offsets lie
 * inside the input, and the cheap documented invariants hold: spans give back
 * the URI, lines and columns, diagnostics are core `validate`'s, streaming
 * equals one-shot. `FUZZ_SCALE=100` to hunt (test/fuzz.ts).
 */
import {toAscii, validate} from '@urilint/core'
import {
  extract,
  extractHtml,
  extractMail,
  extractMbox,
  extractMboxStream,
  extractStream,
  htmlUrls,
  isMbox,
  locateInMessage,
  readMail,
  splitMbox,
  splitMboxStream,
  type ExtractedUri,
  type ExtractOptions,
  type MailUri,
  type MboxPiece
} from '@urilint/extract'
import * as cliShared from '@urilint/extract/cli-shared'
import * as internal from '@urilint/extract/internal'
import {checkLevel, concernLevels, concernOf} from '@urilint/core/internal'
import {
  addPrefix,
  compose,
  SegmentBuilder,
  slice,
  sourceEnd,
  sourceRange,
  sourceStart,
  verbatim,
  type Segment
} from '@urilint/extract/source-map'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {anyString, bytesOf, htmlPieces, mailPieces, notString, ok, runs, textOf, uriLike, uriPieces} from '../fuzz.ts'
import {cutAt} from './cut.ts'

const delimiters = new Set(['angle', 'quote', 'url-prefix', 'bare'])
const attributes = new Set(['href', 'src', 'srcset', 'action', 'cite', 'poster', 'data'])

/** Every option `extract` documents, each present or absent. */
const options: fc.Arbitrary<ExtractOptions> = fc.record(
  {
    www: fc.boolean(),
    email: fc.boolean(),
    relative: fc.boolean(),
    lines: fc.boolean(),
    diagnostics: fc.boolean(),
    mode: fc.constantFrom('rfc3986' as const, 'rfc2396' as const),
    schemes: fc.oneof(
      fc.constant('any' as const),
      fc.array(fc.constantFrom('foo', 'Data', 'INFO', 'x-y', '', 'é', 'git+ssh'), {maxLength: 3})
    )
  },
  {requiredKeys: []}
)

/** A URI as text writes it: delimited or bare, wrapped over lines (a hyphen, indentation, quote markers) or not. */
const written = fc
  .tuple(
    uriLike,
    fc.nat(),
    fc.constantFrom('\n', '-\n', '\n  ', '-\n  ', '\n> ', '\r\n\t', ' ', '\n\n', ''),
    fc.constantFrom(
      ['<', '>'],
      ['<URL:', '>'],
      ['"', '"'],
      ['', ''],
      ['(', ')'],
      ['<url: ', ' >'],
      ["'", "'"],
      ['`', '`']
    )
  )
  .map(([uri, cut, wrap, [open, close]]) => {
    const at = cut % (uri.length + 1)
    return open + uri.slice(0, at) + wrap + uri.slice(at) + close
  })
const words = textOf(
  [
    ...uriPieces,
    'see ',
    'the ',
    'word',
    'release-notes',
    'e.g.',
    'Note: ',
    'a@b.example',
    'bob@example.com',
    ' (',
    '), ',
    '.\n',
    'x'.repeat(70)
  ],
  {maxPieces: 8, longest: 40}
)
/** Prose with URIs: written URIs among words, URI pieces, wraps, quote markers. */
const prose = fc.oneof(
  {weight: 4, arbitrary: fc.array(fc.oneof(written, words), {maxLength: 10}).map((parts) => parts.join(' '))},
  {
    weight: 1,
    arbitrary: textOf([...uriPieces, 'see ', 'the ', 'word', 'e.g.', 'a@b.example', ' (', '), ', '.\n'], {
      maxPieces: 50
    })
  }
)
/** HTML with URL attributes holding URIs (and character references, line breaks, spaces). */
const attribute = fc
  .tuple(
    fc.constantFrom(
      'a href',
      'img src',
      'img srcset',
      'form action',
      'q cite',
      'video poster',
      'object data',
      'A HREF',
      'p title'
    ),
    fc.constantFrom('"', "'", ''),
    uriLike,
    fc.constantFrom('', '&amp;', '&#x20;', '&#10;', ' ', '\n', '\t', ' 2x, /b.png 1x', '&quot;'),
    fc.nat()
  )
  .map(([tag, quote, uri, extra, cut]) => {
    const at = cut % (uri.length + 1)
    return `<${tag}=${quote}${uri.slice(0, at)}${extra}${uri.slice(at)}${quote}>`
  })
const html = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .array(fc.oneof(attribute, textOf([...htmlPieces, ...uriPieces], {maxPieces: 6, longest: 30})), {maxLength: 8})
      .map((parts) => parts.join(''))
  },
  {weight: 1, arbitrary: textOf([...htmlPieces, ...uriPieces], {maxPieces: 40})}
)
/** A mail message: header fields, a MIME structure, bodies of prose and HTML. */
const mailText = fc
  .tuple(
    textOf(mailPieces, {maxPieces: 20, longest: 50}),
    prose,
    fc.oneof(html, textOf([...mailPieces, ...htmlPieces, ...uriPieces], {maxPieces: 30, longest: 50}))
  )
  .map(([header, body, rest]) => header + '\n\n' + body + rest)
const mbox = fc
  .array(fc.tuple(fc.constantFrom('From a@b Sat Jan  3 01:05:34 1996\n', 'From \n', 'From x\r\n', 'x'), mailText), {
    maxLength: 4
  })
  .map((messages) => messages.map(([line, message]) => line + message).join('\n\n'))
const cuts = fc.array(fc.nat(), {maxLength: 6})

/** The line and column of `offset`, counting line feeds (a CRLF once). */
function point(text: string, offset: number): [number, number] {
  let line = 1
  let lineStart = 0
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) {
    line++
    lineStart = index + 1
  }
  return [line, offset - lineStart + 1]
}

/** An `extract` result well formed for `text`: offsets, spans, lines, readings, diagnostics as core gives them. */
function expectResult(found: ExtractedUri, text: string, settings: ExtractOptions, html = false): void {
  const shown = () => JSON.stringify(found)
  ok(
    delimiters.has(found.delimiter) && ['uri', 'www', 'email'].includes(found.kind),
    () => 'a known delimiter and kind: ' + shown()
  )
  ok(found.kind !== 'www' || settings.www === true, '`www` finds only with the option')
  ok(found.kind !== 'email' || settings.email === true, 'e-mail finds only with the option')
  ok(found.kind === 'uri' || typeof found.expanded === 'string', '`expanded` for www and e-mail finds')
  ok(
    0 <= found.outerStart &&
      found.outerStart <= found.start &&
      found.start <= found.end &&
      found.end <= found.outerEnd &&
      found.outerEnd <= text.length,
    () => 'offsets in order inside the text: ' + shown()
  )
  ok(
    found.spans.length > 0 && found.spans[0]!.start === found.start && found.spans.at(-1)!.end === found.end,
    () => 'spans from start to end: ' + shown()
  )
  let last = found.start
  for (const span of found.spans) {
    ok(last <= span.start && span.start <= span.end && span.end <= found.end, () => 'spans in order: ' + shown())
    last = span.end
    const [line, column] = settings.lines === false ? [0, 0] : point(text, span.start)
    ok(span.line === line && span.column === column, () => `span line and column ${line}:${column}: ${shown()}`)
  }
  if (!html)
    ok(
      found.spans.map((span) => text.slice(span.start, span.end)).join('') === found.uri,
      () => 'the spans to give the URI: ' + shown()
    )
  const [line, column] = settings.lines === false ? [0, 0] : point(text, found.start)
  ok(found.line === line && found.column === column, () => `line and column ${line}:${column}: ${shown()}`)
  if (found.alternatives !== undefined) {
    ok(
      found.alternatives[0] === found.uri && new Set(found.alternatives).size === found.alternatives.length,
      () => 'the URI first among distinct readings: ' + shown()
    )
  }
  ok(found.ascii === undefined || found.ascii === toAscii(found.uri), 'ascii to be core toAscii')
  if (settings.diagnostics === false) {
    ok(found.diagnostics.length === 0, 'no diagnostics with `diagnostics: false`')
    return
  }
  const expected = validate(found.uri, {as: 'uri-reference', mode: settings.mode ?? 'rfc3986'})
  const same = (list: ReadonlyArray<{id: string; start: number; end: number}>) =>
    JSON.stringify(list.map(({id, start, end}) => [id, start, end]))
  ok(
    same(found.diagnostics.map(({id, uriStart, uriEnd}) => ({id, start: uriStart, end: uriEnd}))) === same(expected),
    () => 'the diagnostics of core validate: ' + shown()
  )
  for (const diagnostic of found.diagnostics) {
    ok(
      found.start <= diagnostic.start && diagnostic.start <= diagnostic.end && diagnostic.end <= found.end,
      () => 'a diagnostic inside the URI: ' + shown()
    )
    if (settings.lines !== false) {
      const [line, column] = point(text, diagnostic.start)
      ok(
        diagnostic.line === line && diagnostic.column === column,
        () => `diagnostic line and column ${line}:${column}: ${shown()}`
      )
    }
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.compare(a, b) === 0
}

async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const found: T[] = []
  for await (const item of source) found.push(item)
  return found
}

/** A source map as `SegmentBuilder` makes it, over a source of `length`, and its value. */
const segmentMap = fc
  .array(fc.tuple(fc.boolean(), fc.string({maxLength: 6}), fc.nat(5), fc.nat(8)), {maxLength: 10})
  .map((steps) => {
    const builder = new SegmentBuilder()
    let at = 0
    for (const [atomic, text, gap, width] of steps) {
      at += gap
      if (atomic) {
        builder.atomic(text, at, at + width)
        at += width
      } else {
        builder.verbatim(text, at)
        at += text.length
      }
    }
    return {value: builder.value, segments: builder.segments, length: at}
  })

/** A map's shape: in value order, `from`/`to` inside the value, sources in order. */
function expectMap(segments: readonly Segment[], valueLength: number, sourceLength: number): void {
  let from = 0
  let start = 0
  for (const segment of segments) {
    ok(
      from <= segment.from && segment.from <= segment.to && segment.to <= valueLength,
      () => `value offsets in order within ${valueLength}: ${JSON.stringify(segments)}`
    )
    ok(
      start <= segment.start && segment.start <= segment.end && segment.end <= sourceLength,
      () => `source offsets in order within ${sourceLength}: ${JSON.stringify(segments)}`
    )
    from = segment.to
    start = segment.start
  }
}

describe('fuzz @urilint/extract', () => {
  it('extract: every option; offsets, spans, lines and columns, readings, diagnostics', () => {
    fc.assert(
      fc.property(
        fc.oneof({weight: 4, arbitrary: prose}, {weight: 1, arbitrary: anyString}),
        options,
        (text, settings) => {
          let last = 0
          for (const found of extract(text, settings)) {
            expectResult(found, text, settings)
            ok(found.outerStart >= last, 'results in order')
            last = found.outerStart
          }
        }
      ),
      {numRuns: runs(2400)}
    )
  })

  it('extractStream: the results of extract, for any chunking of the text or of its UTF-8 bytes', async () => {
    await fc.assert(
      fc.asyncProperty(prose, options, cuts, fc.boolean(), async (text, settings, at, bytes) => {
        const encoded = new TextEncoder().encode(text)
        // A leading byte-order mark is kept (`ignoreBOM`), as in the string.
        const whole = bytes ? new TextDecoder('utf-8', {ignoreBOM: true}).decode(encoded) : text
        const chunks = bytes ? cutAt(encoded, at) : cutAt(text, at)
        expect(await collect(extractStream(chunks, settings))).toEqual(extract(whole, settings))
      }),
      {numRuns: runs(600)}
    )
  })

  it('extractStream: arbitrary bytes, as a TextDecoder that keeps a byte-order mark reads them', async () => {
    await fc.assert(
      fc.asyncProperty(bytesOf(prose), cuts, async (bytes, at) => {
        expect(await collect(extractStream(cutAt(bytes, at)))).toEqual(
          extract(new TextDecoder('utf-8', {ignoreBOM: true}).decode(bytes))
        )
      }),
      {numRuns: runs(400)}
    )
  })

  it('htmlUrls: attributes, values and source maps inside the HTML', () => {
    fc.assert(
      fc.property(html, (text) => {
        for (const url of htmlUrls(text)) {
          ok(
            attributes.has(url.attribute) && url.value.length > 0,
            () => 'a known attribute, a value: ' + JSON.stringify(url)
          )
          expectMap(url.segments, url.value.length, text.length)
          ok(
            url.segments[0]!.from === 0 && url.segments.at(-1)!.to === url.value.length,
            () => 'a map of the whole value: ' + JSON.stringify(url)
          )
        }
      }),
      {numRuns: runs(2000)}
    )
  })

  it('extractHtml: every option; results well formed in the HTML', () => {
    fc.assert(
      fc.property(html, options, (text, settings) => {
        for (const found of extractHtml(text, settings)) {
          ok(
            attributes.has(found.attribute) && (found.delimiter === 'quote' || found.delimiter === 'bare'),
            () => 'a known attribute and delimiter: ' + JSON.stringify(found)
          )
          expectResult(found, text, settings, true)
        }
      }),
      {numRuns: runs(2000)}
    )
  })

  it('extractMail: a string, bytes or an ArrayBuffer; the text part is extract of the body readMail gives', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          mailText.map((text) => new TextEncoder().encode(text)),
          bytesOf(mailText)
        ),
        options,
        async (bytes, settings) => {
          const {text, html: htmlBody} = await readMail(bytes, 0)
          const found = await extractMail(bytes, settings)
          const viaBuffer = await extractMail(bytes.slice().buffer, settings)
          expect(viaBuffer).toEqual(found)
          const textUris = found.filter((uri) => uri.part === 'text')
          expect(textUris.map(plain)).toEqual(text === undefined ? [] : extract(text, settings))
          for (const uri of found) {
            expect(uri.message).toBe(0)
            if (uri.part === 'html') {
              expect(htmlBody).toBeDefined()
              expectResult(uri, htmlBody!, settings, true)
            }
          }
          const decoded = new TextDecoder().decode(bytes)
          await extractMail(decoded, settings)
        }
      ),
      {
        numRuns: runs(300),
        // fast-check's find: a header ended by a line of CRs (`␍␍⏎`), which postal-mime reads as empty.
        examples: [
          [
            Uint8Array.from([
              13, 13, 10, 84, 111, 58, 32, 10, 10, 60, 10, 104, 116, 116, 112, 58, 47, 47, 101, 120, 97, 109, 112, 108,
              101, 46, 99, 111, 109, 62
            ]),
            {}
          ]
        ]
      }
    )
  })

  it('locateInMessage: a map per URI, inside the message and the URI', async () => {
    await fc.assert(
      fc.asyncProperty(mailText, fc.nat(), async (raw, seed) => {
        const found = await extractMail(raw, {www: true, email: true})
        // Some of the URIs, in their order.
        const some = found.filter((_, index) => ((seed >> (index % 30)) & 1) === 0)
        for (const list of [found, some]) {
          const maps = locateInMessage(raw, list)
          expect(maps.length).toBe(list.length)
          for (const [index, map] of maps.entries()) {
            expect(map.length).toBeGreaterThan(0)
            expectMap(map, list[index]!.uri.length, raw.length)
          }
        }
      }),
      {numRuns: runs(300)}
    )
  })

  it('isMbox, splitMbox, splitMboxStream: messages in order; streaming and bounds agree with the whole', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          mbox.map((text) => new TextEncoder().encode(text)),
          bytesOf(mbox)
        ),
        cuts,
        fc.integer({min: 1, max: 400}),
        async (bytes, at, bound) => {
          expect(typeof isMbox(bytes)).toBe('boolean')
          const messages = splitMbox(bytes)
          let offset = -1
          for (const [index, message] of messages.entries()) {
            expect(message.index).toBe(index)
            expect(message.offset).toBeGreaterThan(offset)
            expect(message.offset + message.raw.length).toBeLessThanOrEqual(bytes.length)
            offset = message.offset
          }
          const whole = await collect(splitMboxStream(cutAt(bytes, at), Number.POSITIVE_INFINITY))
          ok(whole.length === messages.length, 'as many messages streamed')
          for (const [index, piece] of whole.entries()) {
            const message = messages[index]!
            ok(
              piece.index === message.index && piece.offset === message.offset && sameBytes(piece.raw!, message.raw),
              () => `message ${index} streamed as whole`
            )
          }
          const bounded: MboxPiece[] = await collect(splitMboxStream(cutAt(bytes, at), bound))
          ok(bounded.length === messages.length, 'as many messages bounded')
          for (const [index, piece] of bounded.entries()) {
            const message = messages[index]!
            ok(piece.index === message.index && piece.offset === message.offset, () => `message ${index} at its offset`)
            ok(
              (piece.raw === undefined) === piece.size > bound,
              () => `message ${index} of ${piece.size} bytes kept only within ${bound}`
            )
            if (piece.raw !== undefined)
              ok(sameBytes(piece.raw, message.raw), () => `message ${index} bounded as whole`)
          }
        }
      ),
      {numRuns: runs(600)}
    )
  })

  it('extractMbox and extractMboxStream: the same URIs, message by message; a message past the bound has a problem', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          mbox,
          bytesOf(mbox).map((bytes) => new TextDecoder().decode(bytes))
        ),
        cuts,
        fc.integer({min: 1, max: 2000}),
        async (text, at, bound) => {
          const bytes = new TextEncoder().encode(text)
          const found = await extractMbox(text)
          const streamed = await collect(extractMboxStream(cutAt(bytes, at)))
          expect(streamed.flatMap((message) => message.uris)).toEqual(found)
          expect(streamed.map((message) => [message.message, message.offset])).toEqual(
            splitMbox(bytes).map((message) => [message.index, message.offset])
          )
          for (const message of await collect(extractMboxStream(cutAt(bytes, at), {maxMessageBytes: bound}))) {
            if (message.problem !== undefined) expect(message.uris).toEqual([])
            for (const uri of message.uris) expect(uri.message).toBe(message.message)
          }
        }
      ),
      {numRuns: runs(240)}
    )
  })

  it('source maps: sourceStart, sourceEnd, sourceRange, slice, compose, addPrefix on any map and any index', () => {
    fc.assert(
      fc.property(
        segmentMap,
        segmentMap,
        fc.integer({min: -2, max: 40}),
        fc.integer({min: -2, max: 40}),
        fc.nat(8),
        (outer, inner, a, b, prefix) => {
          const {segments, value, length} = outer
          expectMap(segments, value.length, length)
          const low = segments[0]?.start ?? 0
          const high = segments.at(-1)?.end ?? 0
          for (const index of [a, b]) {
            for (const at of [sourceStart(segments, index), sourceEnd(segments, index)])
              ok(segments.length === 0 || (low <= at && at <= high), 'an offset inside the map')
          }
          const range = sourceRange(segments, a, b)
          ok(range.start <= range.end && (b > a || range.end === range.start), 'a range in order, an empty one empty')
          const from = Math.max(0, Math.min(a, b, value.length))
          const to = Math.min(value.length, Math.max(a, b, 0))
          expectMap(slice(segments, from, to), to - from, length)
          ok(
            JSON.stringify(verbatim(value, Math.max(a, 0))) ===
              JSON.stringify([{from: 0, to: value.length, start: Math.max(a, 0), end: Math.max(a, 0) + value.length}]),
            'verbatim to be one segment'
          )
          const prefixed = addPrefix(segments, prefix)
          expectMap(prefixed, value.length + prefix, length)
          ok(
            segments.every(
              (segment, index) =>
                segment.from === prefixed[index + (prefix > 0 && segments.length > 0 ? 1 : 0)]!.from - prefix
            ),
            'addPrefix to shift every segment'
          )
          // `outer` maps a value into a string of `inner.value`'s length, which `inner` maps into its source.
          if (length <= inner.value.length) expectMap(compose(segments, inner.segments), value.length, inner.length)
        }
      ),
      {numRuns: runs(2000)}
    )
  })

  it('@urilint/extract/internal and /cli-shared: the pure helpers on any text; argv errors are UsageErrors', () => {
    const argv = fc.array(
      fc.oneof(
        fc.constantFrom(
          '--help',
          '-h',
          '-v',
          '--version',
          '--json',
          '--json=x',
          '--',
          '-',
          '-x',
          '--no-such',
          '--schemes',
          '--schemes=any',
          '-hv',
          '-vx'
        ),
        anyString
      ),
      {maxLength: 6}
    )
    const fileError = fc.oneof(
      anyString.map((message) => new Error(message)),
      fc
        .tuple(fc.constantFrom('ENOENT', 'EACCES', 'EISDIR', 'EX', 1), fc.oneof(prose, anyString))
        .map(([code, message]) => Object.assign(new Error(message), {code})),
      prose,
      fc.constantFrom(
        undefined,
        null,
        0,
        {code: 'ENOENT'},
        {},
        {toString: null},
        Object.assign(new Error('x'), {message: 42})
      )
    )
    const config = {...cliShared.standardOptions, json: {type: 'boolean'}, schemes: {type: 'string'}} as const
    fc.assert(
      fc.property(fc.oneof(prose, anyString), argv, fileError, (text, args, error) => {
        expect(typeof internal.redactText(text)).toBe('string')
        expect(typeof internal.withoutParserQuote(text)).toBe('string')
        expect(internal.isBinary(text)).toBe(text.slice(0, 8000).includes('\0'))
        expect(internal.isBinary(new TextEncoder().encode(text))).toBe(
          new TextEncoder().encode(text).slice(0, 8000).includes(0)
        )
        expect(cliShared.describeFileError(error)).not.toMatch(/[\n\r]/)
        const concern = concernOf(text)
        expect(concern === undefined || concern in concernLevels).toBe(true)
        expect(['error', 'warning', 'info']).toContain(checkLevel({id: text, severity: 'warning'}))
        expect(typeof cliShared.isMain(text)).toBe('boolean')
        try {
          const line = cliShared.parseCommandLine(args, config)
          expect(Array.isArray(line.positionals)).toBe(true)
        } catch (thrown) {
          expect(thrown).toBeInstanceOf(cliShared.UsageError)
          expect((thrown as Error).message).not.toMatch(/[\n\r\u2028\u2029]/)
        }
      }),
      {numRuns: runs(1000)}
    )
  })

  it('long runs of one piece: no throw, no stack overflow', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...uriPieces, ...htmlPieces, ...mailPieces),
        fc.constantFrom(...uriPieces),
        fc.integer({min: 1000, max: 20_000}),
        async (piece, other, count) => {
          const text = other + piece.repeat(count) + other
          extract(text, {www: true, email: true, relative: true})
          extract(text, {schemes: 'any', mode: 'rfc2396'})
          extractHtml('<a href="' + text + '">')
          htmlUrls(text)
          internal.redactText(text)
          await extractMail('Content-Type: text/html\n\n' + text)
          locateInMessage(text, await extractMail(text))
          splitMbox(new TextEncoder().encode(text))
        }
      ),
      {numRuns: runs(12)}
    )
  })

  it('misuse: a non-string text, a source that is no iterable, bad options throw a TypeError', async () => {
    const bad = fc.oneof(
      fc.record({www: notString.filter((value) => typeof value !== 'boolean' && value !== undefined)}),
      fc.record({lines: anyString}),
      fc.record({
        mode: fc
          .oneof(anyString, notString)
          .filter((value) => value !== 'rfc3986' && value !== 'rfc2396' && value !== undefined && value !== null)
      }),
      fc.record({
        schemes: fc.oneof(
          anyString.filter((value) => value !== 'any'),
          fc.array(notString, {minLength: 1})
        )
      }),
      fc.constantFrom(1, 'www', true)
    )
    await fc.assert(
      fc.asyncProperty(notString, bad, async (value, settings) => {
        expect(() => extract(value as string)).toThrow(TypeError)
        expect(() => extractHtml(value as string)).toThrow(TypeError)
        expect(() => htmlUrls(value as string)).toThrow(TypeError)
        expect(() => locateInMessage(value as string, [])).toThrow(TypeError)
        expect(() => extract('http://a/', settings as ExtractOptions)).toThrow(TypeError)
        expect(() => extractHtml('<a href="http://a/">', settings as ExtractOptions)).toThrow(TypeError)
        await expect(collect(extractStream(['http://a/'], settings as ExtractOptions))).rejects.toThrow(TypeError)
        await expect(extractMbox('From a\n\nhttp://a/\n', settings as ExtractOptions)).rejects.toThrow(TypeError)
        await expect(collect(extractMboxStream([new Uint8Array(1)], settings as ExtractOptions))).rejects.toThrow(
          TypeError
        )
        if (
          typeof value !== 'object' ||
          value === null ||
          !(Symbol.iterator in value || Symbol.asyncIterator in value)
        ) {
          await expect(collect(extractStream(value as string[]))).rejects.toThrow(TypeError)
          await expect(collect(extractMboxStream(value as Uint8Array[]))).rejects.toThrow(TypeError)
        }
        if (!(value instanceof Uint8Array)) await expect(readMail(value as string, 0)).rejects.toThrow(TypeError)
      }),
      {numRuns: runs(300)}
    )
  })
})

/** A mail result as `extract` gave it (without `message` and `part`). */
function plain(uri: MailUri): ExtractedUri {
  const rest: Partial<MailUri> = {...uri}
  delete rest.message
  delete rest.part
  delete rest.attribute
  return rest as ExtractedUri
}
