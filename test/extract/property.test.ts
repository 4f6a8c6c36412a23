/**
 * Properties of `extract` and `extractStream` on generated text: never
 * throws, spans inside the input, spans give back the URI, streaming equals
 * one-shot for any chunking.
 */
import {extract, extractStream, type ExtractedUri, type ExtractOptions} from '@urilint/extract'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
// White-box: the scanner's two ways of finding delimited URIs are compared directly.
import {scan, type RawMatch} from '../../packages/extract/src/scan.ts'
import {cutAt} from './cut.ts'

const fragments = [
  'http://',
  'https://',
  'ftp://',
  'mailto:',
  'urn:',
  'www.',
  'URL:',
  'Note:',
  'a',
  'example',
  '.com',
  '/',
  '/path',
  '#frag',
  '?q=1',
  '%20',
  '@',
  '<',
  '>',
  '"',
  "'",
  '(',
  ')',
  '[',
  ']',
  '.',
  ',',
  ':',
  ';',
  '!',
  ' ',
  '  ',
  '\t',
  '\n',
  '\r\n',
  '\n\n',
  '-',
  '-\n',
  '\n> ',
  '> ',
  '>> ',
  'é',
  '例',
  '\u{1F600}',
  '\uD800',
  '\u00A0',
  '\u201D',
  // The evidence rules: blanks in brackets, typos, wildcards, registered schemes, namespaces, hyphen words.
  ' b/c',
  '<mailto: ',
  'ihttps://',
  '/*)',
  'info:',
  'lccn/1',
  'Data::',
  '.html',
  'ab-\n',
  'ab-cd',
  'abcd',
  '{',
  '}',
  // Where an opening delimiter stands apart from its URI's anchor: blanks, a line break, quote markers, a split scheme or local part.
  '<URL: ',
  '<url:',
  'a.b@c.example',
  'WwW.',
  '\\',
  '|',
  // Issue 26: labels, glued words, possessives, separator runs, character references, attribute values, Clark names.
  'Tel:+27 83',
  'from.',
  'SPECIALhttp://',
  "'s",
  '---',
  '&nbsp;',
  '&lt;',
  ' href=',
  '{urn:a:b}',
  // A URI given as a form: its path's placeholder words, read after the phrase (form.ts), never before the segment.
  'of the form ',
  ' or ',
  '<tt>',
  'file:///path/to/file',
  // A URI broken at a hyphen in a table cell, its next line's borders at the same columns (scan/cells.ts).
  '|http://a.b/c-  |\n|de             |\n',
  '│'
]

/** Text made of pieces that stress the scanner. */
const text = fc.oneof(
  fc.array(fc.constantFrom(...fragments), {maxLength: 60}).map((parts) => parts.join('')),
  fc.string({unit: 'grapheme', maxLength: 200}),
  fc.string({unit: 'binary', maxLength: 200})
)

const options = fc
  .record({www: fc.boolean(), email: fc.boolean(), relative: fc.boolean(), anyScheme: fc.boolean()})
  .map(({anyScheme, ...rest}): ExtractOptions => (anyScheme ? {...rest, schemes: 'any'} : rest))

async function collect(source: AsyncIterable<ExtractedUri>): Promise<ExtractedUri[]> {
  const found: ExtractedUri[] = []
  for await (const uri of source) found.push(uri)
  return found
}

describe('properties', () => {
  it('never throws, and every span lies inside the input', () => {
    fc.assert(
      fc.property(text, options, (value, settings) => {
        for (const found of extract(value, settings)) {
          expect(found.outerStart).toBeGreaterThanOrEqual(0)
          expect(found.outerEnd).toBeLessThanOrEqual(value.length)
          expect(found.outerStart).toBeLessThanOrEqual(found.start)
          expect(found.end).toBeLessThanOrEqual(found.outerEnd)

          for (const span of found.spans) {
            expect(span.start).toBeGreaterThanOrEqual(0)
            expect(span.end).toBeLessThanOrEqual(value.length)
            expect(span.start).toBeLessThan(span.end)
          }

          for (const diagnostic of found.diagnostics) {
            expect(diagnostic.start).toBeGreaterThanOrEqual(found.start)
            expect(diagnostic.end).toBeLessThanOrEqual(found.end)
          }
        }
      }),
      {numRuns: 2000}
    )
  })

  it('removing wrappers and whitespace from the reported spans gives exactly the URI', () => {
    fc.assert(
      fc.property(text, options, (value, settings) => {
        for (const found of extract(value, settings)) {
          expect(found.spans.map((span) => value.slice(span.start, span.end)).join('')).toBe(found.uri)
          const readings = [found.uri, ...(found.alternatives ?? [])]
          // The likelier reading first, each once.
          if (found.alternatives) {
            expect(found.alternatives[0]).toBe(found.uri)
            expect(new Set(found.alternatives).size).toBe(found.alternatives.length)
          }
          // Between the first and last span: only whitespace and quote markers
          // (and hyphens at line breaks that a reading drops).
          // A `>` elsewhere is the URI's own: a password may hold one (`http://u:p>w@host`).
          const between = value
            .slice(found.start, found.end)
            .replace(/\n[\s>]*/g, '')
            .replace(/\s/g, '')
          // Or a line continued by a `\` right before its break (a shell's), the `\` dropped with it, and in mail
          // the quote markers of the next line (`> http://a/\⏎> b`).
          const continued = value
            .slice(found.start, found.end)
            .replace(/\\(?:\r\n|\r|\n)[\s>]*/g, '')
            .replace(/\s/g, '')
          // Or a URI read on in its table cell (scan/cells.ts): between its spans, the row's other cells, left out but
          // for the hyphen a reading drops.
          const celled = found.spans
            .map((span, index) => {
              const next = found.spans[index + 1]
              const gap = next === undefined ? '' : value.slice(span.end, next.start)
              return value.slice(span.start, span.end) + (/[|│]/.test(gap) ? (gap.startsWith('-') ? '-' : '') : gap)
            })
            .join('')
            .replace(/\n[\s>]*/g, '')
            .replace(/\s/g, '')
          const spaced = readings.map((reading) => reading.replace(/\s/g, ''))
          expect(spaced).toContain(spaced.includes(between) ? between : spaced.includes(continued) ? continued : celled)
          // Delimiters as reported; an unclosed `<` has no `>` (its outer end is the URI's end);
          // a letter or word glued before the scheme (`ihttps://`, `from.http://`) lies between the opening and the URI.
          const glued = found.alternatives?.find(
            (reading) =>
              reading.length > found.uri.length &&
              reading.endsWith(found.uri) &&
              /^[a-z][a-z\d.+-]*$/i.test(reading.slice(0, reading.length - found.uri.length)) &&
              value.slice(found.start - (reading.length - found.uri.length), found.start) ===
                reading.slice(0, reading.length - found.uri.length)
          )
          const stray = glued === undefined ? 0 : glued.length - found.uri.length
          // A line break after the opening carries the quote's markers too (`<URL:⏎> /`).
          const open = value
            .slice(found.outerStart, found.start - stray)
            .replace(/[\r\n][\s>]*/g, '')
            .replace(/\s/g, '')
          // A line break before the close may carry the quote's markers (`<URL: ab-⏎>>`: one is the quote's), and a
          // `\` that continues the line before it (`<URL: http://a/\⏎> `).
          const close = value
            .slice(found.end, found.outerEnd)
            .replace(/\\(?=\r\n|\r|\n)/g, '')
            .replace(/\n[ \t]*>/g, '\n')
            .replace(/\s/g, '')
          // Doxygen's escaped closing, `\>`, closes one too (`<sip:a@example.org\>`).
          if (found.delimiter === 'angle') expect([open, ['>', '\\>', ''].includes(close)]).toEqual(['<', true])
          if (found.delimiter === 'url-prefix')
            expect([open.toUpperCase(), ['>', '\\>', ''].includes(close)]).toEqual(['<URL:', true])
          if (found.delimiter === 'quote') expect([open, close]).toEqual(['"', '"'])
          if (found.delimiter === 'bare') expect([open, close]).toEqual(['', ''])
          // Whitespace only where a blank run inside `<…>` is kept, with its `%20` reading.
          if (/\s/.test(found.uri)) expect(found.alternatives?.some((reading) => /%(?:20|09)/.test(reading))).toBe(true)
        }
      }),
      // Counterexamples of random runs: the close after a line of a deeper quote; the URI on the
      // quoted line after the opening's (a run at ten times the runs).
      {
        numRuns: 2000,
        examples: [
          ['\n> <URL: ab-\n>> ', {www: false, email: false, relative: false}],
          ['\n> <URL: \n> />', {www: false, email: false, relative: false}],
          // A `\` that continues the line (likewise).
          ['http://http://\\\nhttp://', {www: false, email: false, relative: false}],
          // A `\` that continues the line before the close of `<URL:` (likewise).
          ['<URL: http://http://\\\n> ', {www: false, email: false, relative: false}],
          // Doxygen's `\>` after a URI of one character that is two code units (likewise).
          ['<url:\ud83d\ude00\\>', {www: false, email: false, relative: false}]
        ]
      }
    )
  })

  it('delimited URIs found from their anchors (`:`, `@`, `www.`) are those found by trying every `<` and `"`', () => {
    const run = (
      value: string,
      settings: {www: boolean; email: boolean; anyScheme: boolean},
      delimiterTriggers: boolean
    ): RawMatch[] => {
      const found: RawMatch[] = []
      scan(
        value,
        0,
        value.length,
        {
          www: settings.www,
          email: settings.email,
          relative: false,
          schemes: settings.anyScheme ? 'any' : undefined,
          delimiterTriggers
        },
        found
      )
      return found
    }
    const settings = fc.record({www: fc.boolean(), email: fc.boolean(), anyScheme: fc.boolean()})
    // Few pieces, so that openings, blanks, breaks and anchors meet often.
    const near = fc
      .array(
        fc.constantFrom(
          '<',
          '"',
          '<URL:',
          ' ',
          '\n',
          '\r\n',
          '> ',
          'ht',
          'tp://',
          'mailto:',
          'a',
          'b.example',
          '@',
          '-',
          '/',
          '>',
          '{x}',
          'www.'
        ),
        {maxLength: 16}
      )
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(fc.oneof(text, near), settings, (value, each) => {
        expect(run(value, each, false)).toEqual(run(value, each, true))
      }),
      {
        numRuns: 5000,
        // A scheme split after a hyphen, its second line not starting with a letter (a run at ten
        // times the runs, seed 432528223); an ellipsis before a scheme (the same cause, found by reading).
        examples: [
          ['<ab-\n.comhttp://http://\thttp://', {www: false, email: false, anyScheme: false}],
          ['<can...http://example.com/>', {www: false, email: false, anyScheme: false}],
          // A line break right before the colon (the first example, shrunk against the code before either fix).
          ['<A\n://0\u0000', {www: false, email: false, anyScheme: false}],
          // A `www.` that starts the URI (a run at ten times the runs): the opening before it comes first.
          ['<\r\nWwW.Tel:+27 83', {www: true, email: false, anyScheme: true}],
          ["<a'www.example.com@example.org>", {www: true, email: true, anyScheme: false}],
          // A name glued inside `<…>` before any `://` (a run at ten times the runs, seed 2014445814): read on
          // only after one, where the scan from the scheme's colon reads it too.
          ['<URL:<a>{x}> ', {www: false, email: false, anyScheme: false}]
        ]
      }
    )
  })

  /** The scanner's matches in `value` with `settings`, and a test switch that turns a fast path off. */
  const scanWith = (
    value: string,
    settings: {www: boolean; email: boolean; anyScheme: boolean},
    switches: {everyColon?: true; everyAddress?: true}
  ) => {
    const found: RawMatch[] = []
    const scanOptions = {
      www: settings.www,
      email: settings.email,
      relative: false,
      schemes: settings.anyScheme ? ('any' as const) : undefined,
      delimiterTriggers: false
    }
    scan(value, 0, value.length, {...scanOptions, ...switches}, found)
    return found
  }
  const scanSettings = fc.record({www: fc.boolean(), email: fc.boolean(), anyScheme: fc.boolean()})

  it('the colons the fast path passes in bulk are those the general path passes (same matches)', () => {
    // Colons after words, digits and punctuation, followed by blanks and line ends, a `<` near or far before them.
    const colons = fc
      .array(
        fc.constantFrom(
          ':',
          ': ',
          ':\t',
          ':  \n',
          ':\r\n',
          ' ',
          '\n',
          '<',
          '<URL:',
          '"',
          '>',
          '\n> ',
          'a@b.example>',
          ')',
          '12',
          'a',
          'Note',
          'mailto',
          'http',
          '::',
          'Data::Dumper',
          'urn:',
          '[::1]',
          '//x.example',
          'b@c.example',
          'www.',
          ' '.repeat(30),
          '-'
        ),
        {maxLength: 24}
      )
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(fc.oneof(text, colons), scanSettings, (value, each) => {
        expect(scanWith(value, each, {})).toEqual(scanWith(value, each, {everyColon: true}))
      }),
      // A colon that starts a line, its scheme on the line before.
      {numRuns: 5000, examples: [['<http\n://x.example/>', {www: false, email: false, anyScheme: false}]]}
    )
  })

  it('the addresses the fast path decides at `<local@host>` are those `delimited` decides (same matches)', () => {
    // Addresses between `<` and `>`, with what the fast path leaves to `delimited` (`/`, `{`, `|`, `:`, non-ASCII,
    // blanks, no local part, no `>`), among prose and URIs.
    const address = fc
      .tuple(
        fc.constantFrom('<', '< ', '"', '<URL:', 'a<', '\n<', '', '> <', 'http://u:p<', 'mailto:<'),
        fc.constantFrom('', 'ann', 'a.b+c', "o'neil", 'x/y', '{x}', 'a|b', '%41', 'é', 'a:b', '.', '-'),
        fc.constantFrom('@', '@@', ' @'),
        fc.constantFrom('', 'example.org', 'b-.example', 'exa_mple.com', 'пример.рф', 'a.b.', 'x', 'ex.com:80'),
        fc.constantFrom('>', '', ' >', '>>', '/>', '\n>', '"', ', b@c.example>')
      )
      .map((parts) => parts.join(''))
    const addresses = fc
      .array(fc.oneof(address, fc.constantFrom(' ', '\n', 'www.', 'Note: ', 'http://x.example/')), {maxLength: 8})
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(fc.oneof(text, addresses), scanSettings, (value, each) => {
        expect(scanWith(value, each, {})).toEqual(scanWith(value, each, {everyAddress: true}))
      }),
      {numRuns: 5000}
    )
  })

  it('`lines: false` gives the same results with lines and columns 0', () => {
    const zero = <T extends {line: number; column: number}>(item: T): T => ({...item, line: 0, column: 0})
    fc.assert(
      fc.property(text, options, (value, settings) => {
        const counted = extract(value, settings).map((found) => ({
          ...zero(found),
          spans: found.spans.map(zero),
          diagnostics: found.diagnostics.map(zero)
        }))
        expect(extract(value, {...settings, lines: false})).toEqual(counted)
      }),
      {numRuns: 1000}
    )
  })

  it('streaming and one-shot results are identical for any chunking', async () => {
    await fc.assert(
      fc.asyncProperty(text, fc.array(fc.nat(), {maxLength: 8}), options, async (value, cuts, settings) => {
        const streamed = await collect(extractStream(cutAt(value, cuts), settings))
        expect(streamed).toEqual(extract(value, settings))
      }),
      {numRuns: 1000}
    )
  })

  it('streaming UTF-8 bytes split inside characters gives the one-shot results', async () => {
    await fc.assert(
      fc.asyncProperty(text, fc.array(fc.nat(), {maxLength: 8}), async (value, cuts) => {
        const bytes = new TextEncoder().encode(value)
        const chunks = cutAt(bytes, cuts)
        const decoded = new TextDecoder().decode(bytes)
        expect(await collect(extractStream(chunks))).toEqual(extract(decoded))
      }),
      {numRuns: 500}
    )
  })

  it('streaming equals one-shot on long texts cut at blank lines (past the 16 K segment minimum)', async () => {
    const long = fc
      .array(
        fc.constantFrom(...fragments, '\n\n', '\r\n\r\n', '<http://example.com/a/\n  b>', 'see http://x.example/p-\nq'),
        {minLength: 5000, maxLength: 8000}
      )
      .map((parts) => parts.join(''))
    await fc.assert(
      fc.asyncProperty(long, fc.array(fc.nat(), {maxLength: 20}), async (value, cuts) => {
        expect(await collect(extractStream(cutAt(value, cuts)))).toEqual(extract(value))
      }),
      {numRuns: 40}
    )
  })

  it('a line with no line break is cut after a blank: no URI is lost across the hard cuts', async () => {
    // 275,000 characters, a URI across each 128 K boundary when cut there (minified HTML, JSON on one line).
    const line = 'mailto:a@b.example '.repeat(14_500)
    const expected = extract(line)
    expect(expected.length).toBe(14_500)
    expect(expected.map((found) => found.start)).toEqual(Array.from({length: 14_500}, (_, index) => index * 19))
    for (const size of [4096, 131_071]) {
      const chunks: string[] = []
      for (let index = 0; index < line.length; index += size) chunks.push(line.slice(index, index + size))
      expect(await collect(extractStream(chunks))).toEqual(expected)
    }
  })

  it('streaming equals one-shot past the segment limits (long paragraphs, no line breaks)', async () => {
    // 300,000 characters with no blank line, then one with no line break at all.
    const paragraph = 'see <http://example.com/a/\n  b> and http://x.example/p-\nq, '.repeat(6000)
    const line = 'http://example.com/' + 'x'.repeat(70_000) + ' <http://y.example/> '.repeat(8000)

    for (const value of [paragraph, line]) {
      const expected = extract(value)
      expect(expected.length).toBeGreaterThan(7000)

      for (const size of [1000, 4096, 65_537, 131_071]) {
        const chunks: string[] = []
        for (let index = 0; index < value.length; index += size) chunks.push(value.slice(index, index + size))
        expect(await collect(extractStream(chunks))).toEqual(expected)
      }
    }
  })
})
