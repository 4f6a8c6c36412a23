/**
 * URIs that a table's cell broke at a hyphen, as tbl does in a boxed table
 * that `man` renders (issue 26; packages/extract/src/scan/cells.ts): the URI
 * goes on in the same cell of the next line, past the row's other cells.
 */
import {extract, extractStream, type ExtractedUri} from '@urilint/extract'
import {describe, expect, it} from 'vitest'

/**
 * A boxed table as tbl draws it: each row's lines, each line's cells padded to
 * the column's width, rows apart by rules; `bar` is the border (`|`, or `│`
 * for groff's -Tutf8).
 */
function table(rows: string[][][], widths: number[], bar = '|', indent = '    '): string {
  const rule = indent + '+' + widths.map((width) => '-'.repeat(width)).join('+') + '+\n'
  let text = rule
  for (const lines of rows) {
    for (const cells of lines)
      text += indent + bar + cells.map((cell, at) => cell.padEnd(widths[at]!)).join(bar) + bar + '\n'
    text += rule
  }
  return text
}

const translations = table(
  [
    [
      ['http://www.example.com/market-', ' http://market-'],
      ['ing/projects/manhat-', ' ing.example.com/projects/manhat-'],
      ['tan/specs.html', ' tan/specs.html']
    ],
    [
      ['http://www.example.com/a.gif', ' http://exter-'],
      ['', ' nal.example.com/stuff/a.gif']
    ]
  ],
  [31, 34]
)

/** Each URI, its spans as the text they cover, and its readings. */
function shape(text: string, found: ExtractedUri[]): [string, string[], string[] | undefined][] {
  return found.map((each) => [each.uri, each.spans.map((span) => text.slice(span.start, span.end)), each.alternatives])
}

describe('a URI broken in a table cell', () => {
  it('goes on in the same cell of the next lines, in every column, the typesetter’s hyphens dropped', () => {
    const text = 'These rules give the following translations:\n\n' + translations
    expect(shape(text, extract(text))).toEqual([
      [
        'http://www.example.com/marketing/projects/manhattan/specs.html',
        ['http://www.example.com/market', 'ing/projects/manhat', 'tan/specs.html'],
        [
          'http://www.example.com/marketing/projects/manhattan/specs.html',
          'http://www.example.com/market-ing/projects/manhat-tan/specs.html'
        ]
      ],
      [
        'http://marketing.example.com/projects/manhattan/specs.html',
        ['http://market', 'ing.example.com/projects/manhat', 'tan/specs.html'],
        [
          'http://marketing.example.com/projects/manhattan/specs.html',
          'http://market-ing.example.com/projects/manhat-tan/specs.html'
        ]
      ],
      ['http://www.example.com/a.gif', ['http://www.example.com/a.gif'], undefined],
      [
        'http://external.example.com/stuff/a.gif',
        ['http://exter', 'nal.example.com/stuff/a.gif'],
        ['http://external.example.com/stuff/a.gif', 'http://exter-nal.example.com/stuff/a.gif']
      ]
    ])
  })

  it('gives each result its exact offsets, in order of their starts', () => {
    const text = translations
    const found = extract(text)
    const first = text.indexOf('http://www.example.com/market-')
    const second = text.indexOf('http://market-')
    expect(found.slice(0, 2).map((each) => [each.start, each.end])).toEqual([
      [first, text.indexOf('tan/specs.html') + 'tan/specs.html'.length],
      [second, text.lastIndexOf('tan/specs.html') + 'tan/specs.html'.length]
    ])
  })

  it('reads groff’s -Tutf8 borders, and a box drawing character ends a URI', () => {
    const text = table(
      [
        [
          ['http://www.example.com/Wid-', 'x'],
          ['gets/index.html', '']
        ]
      ],
      [27, 3],
      '│'
    )
    expect(shape(text, extract(text)).map(([uri, spans]) => [uri, spans])).toEqual([
      ['http://www.example.com/Widgets/index.html', ['http://www.example.com/Wid', 'gets/index.html']]
    ])
    expect(extract('│http://example.com/a│b│').map((each) => each.uri)).toEqual(['http://example.com/a'])
  })

  it('reads a table boxed on the right only (its first column)', () => {
    const text = `  ${'http://www.example.com/sub-'.padEnd(30)}| a\n  ${'mit.sh?arg=true'.padEnd(30)}| b\n`
    expect(shape(text, extract(text)).map(([uri, spans]) => [uri, spans])).toEqual([
      ['http://www.example.com/submit.sh?arg=true', ['http://www.example.com/sub', 'mit.sh?arg=true']]
    ])
  })

  it('does not find a later line of the URI again, as a `www.` link or an address', () => {
    const text = table(
      [
        [
          ['http://example.com/news-', 'x'],
          ['www.example.org', 'y']
        ]
      ],
      [24, 2]
    )
    expect(extract(text, {www: true, email: true}).map((each) => each.uri)).toEqual([
      'http://example.com/news-www.example.org'
    ])
  })
})

/** A row whose last cell, after one of `pairs` pairs of `a `, holds a URI broken at a hyphen. */
function wideRow(pairs: number): string {
  return `|${'a '.repeat(pairs)}|http://a.example/x-  |\n|${' '.repeat(pairs * 2)}|${'tail'.padEnd(21)}|\n`
}

describe('what is not joined', () => {
  const cases: [string, string, string[]][] = [
    [
      'a URI of its own in the next line’s cell (a Markdown table’s rows)',
      '| http://a.example/x-  | 1 |\n| http://b.example/y   | 2 |\n',
      ['http://a.example/x-', 'http://b.example/y']
    ],
    [
      'a rule between the lines (the next row)',
      table([[['http://a.example/x-', '1']], [['tail.html', '2']]], [20, 2]),
      ['http://a.example/x-']
    ],
    [
      'borders at other columns on the next line',
      '|http://a.example/x-  |1|\n|tail.html |2          |\n',
      ['http://a.example/x-']
    ],
    [
      'a hyphen not at the cell’s end',
      '|http://a.example/x- y|1|\n|tail.html           |2|\n',
      ['http://a.example/x-']
    ],
    [
      'prose, not a table, before a `|`',
      'See http://a.example/x-  | or\nmore here  | there\n',
      ['http://a.example/x-']
    ],
    ['a row longer than any table’s (256 columns)', wideRow(150), ['http://a.example/x-']]
  ]

  it.each(cases)('%s', (_, text, uris) => {
    expect(extract(text).map((each) => each.uri)).toEqual(uris)
  })

  it('but a row narrower than that is', () => {
    expect(extract(wideRow(100)).map((each) => each.uri)).toEqual(['http://a.example/x-tail'])
  })
})

describe('streaming', () => {
  it('equals one-shot, whatever the chunks', async () => {
    const text = 'Translations:\n'.repeat(2000) + translations + 'More.\n'.repeat(2000) + translations
    const whole = extract(text)
    expect(whole).toHaveLength(8)
    for (const size of [1, 7, 4096, 17_000]) {
      const chunks: string[] = []
      for (let at = 0; at < text.length; at += size) chunks.push(text.slice(at, at + size))
      const found: ExtractedUri[] = []
      for await (const each of extractStream(chunks)) found.push(each)
      expect(found).toEqual(whole)
    }
  })
})
