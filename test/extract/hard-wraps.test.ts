/**
 * Bare URIs a mail client hard-wrapped at its column (issue 26, item 5;
 * packages/extract/src/scan/wrap.ts): joined where the URI's line is full
 * and the next line goes on like a URI and cannot start prose, with the cut
 * reading in `alternatives`; prose after a URI is never joined.
 */
import {extract, extractMail, extractStream, type ExtractedUri} from '@urilint/extract'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {wrapWidth} from '../../packages/extract/src/scan/wrap.ts'

/** Two lines of prose wrapped at 72-73 columns: the text's width. */
const prose =
  "The crash you describe is the one we track in the project's tracker, and\n" +
  'the patch that fixes it is attached to the entry there, with a test case:\n'

/** `uri`, its spans' offsets and its readings. */
function shape(found: ExtractedUri[]): [string, [number, number][], string[] | undefined][] {
  return found.map((each) => [each.uri, each.spans.map((span) => [span.start, span.end]), each.alternatives])
}

async function streamed(chunks: string[]): Promise<ExtractedUri[]> {
  const found: ExtractedUri[] = []
  for await (const each of extractStream(chunks)) found.push(each)
  return found
}

describe('a bare URI wrapped by a mail client is joined', () => {
  it('after a `&` that ends the full line (the issue’s example)', () => {
    const text =
      prose +
      'http://tracker.example.org/index.php?func=detail&aid=600311&\n' +
      'group_id=3978&atid=103978\n' +
      'Please try it and tell us whether it works for you, so we can close it.\n'
    expect(shape(extract(text))).toEqual([
      [
        'http://tracker.example.org/index.php?func=detail&aid=600311&group_id=3978&atid=103978',
        [
          [147, 207],
          [208, 233]
        ],
        [
          'http://tracker.example.org/index.php?func=detail&aid=600311&group_id=3978&atid=103978',
          'http://tracker.example.org/index.php?func=detail&aid=600311&'
        ]
      ]
    ])
    const [found] = extract(text)
    expect(found?.rejoined).toBe(true)
    expect([found?.spans[1]?.line, found?.spans[1]?.column]).toEqual([4, 1])
  })

  it('mid-line after a blank, where the joined URI is longer than a line (a client cuts such a word)', () => {
    const text = prose + 'See http://tracker.example.org/index.php?func=detail&aid=600311&group_id=3978&\natid=103978\n'
    expect(extract(text).map((each) => each.uri)).toEqual([
      'http://tracker.example.org/index.php?func=detail&aid=600311&group_id=3978&atid=103978'
    ])
  })

  it('before a `&` that starts the next line, with prose after the continuation', () => {
    const text =
      prose +
      'http://tracker.example.org/index.php?func=detail&aid=600311&group_id=39\n' +
      '&atid=103978 is the same entry, wrapped at another place by the client.\n'
    expect(extract(text).map((each) => [each.uri, each.alternatives])).toEqual([
      [
        'http://tracker.example.org/index.php?func=detail&aid=600311&group_id=39&atid=103978',
        [
          'http://tracker.example.org/index.php?func=detail&aid=600311&group_id=39&atid=103978',
          'http://tracker.example.org/index.php?func=detail&aid=600311&group_id=39'
        ]
      ]
    ])
  })

  it('after two blanks that end a sentence or a label (no sign of a justified line)', () => {
    // Joined, longer than a line: a client cuts such a word where it starts mid-line.
    const text =
      prose +
      'Done.  Entry:  http://tracker.example.org/index.php?func=detail&aid=600&\ngroup_id=3978&atid=103978&x=1\n'
    expect(extract(text).map((each) => each.uri)).toEqual([
      'http://tracker.example.org/index.php?func=detail&aid=600&group_id=3978&atid=103978&x=1'
    ])
  })

  it('in a block comment, each line behind its `*` (wolfSSL’s ssl.h)', () => {
    const text =
      '     * These group numbers were taken from the fork of the project, see the\n' +
      '     * https://github.com/open-quantum-safe/openssl/blob/OQS-OpenSSL_1_1_1-stable/\n' +
      '     * oqs-template/oqs-kem-info.md.\n'
    expect(extract(text).map((each) => [each.uri, each.spans.length])).toEqual([
      ['https://github.com/open-quantum-safe/openssl/blob/OQS-OpenSSL_1_1_1-stable/oqs-template/oqs-kem-info.md', 2]
    ])
  })

  it('cut inside a word, the rest a whole line with a URI’s marks', () => {
    const text =
      prose +
      'http://www.cs.example.ac.uk/old/people/brian.randell/home.formal/1968/inde\n' +
      'x.html\n' +
      '\n' +
      '- Jim\n'
    expect(extract(text).map((each) => [each.uri, each.alternatives])).toEqual([
      [
        'http://www.cs.example.ac.uk/old/people/brian.randell/home.formal/1968/index.html',
        [
          'http://www.cs.example.ac.uk/old/people/brian.randell/home.formal/1968/index.html',
          'http://www.cs.example.ac.uk/old/people/brian.randell/home.formal/1968/inde'
        ]
      ]
    ])
  })

  it('cut after the dot before an extension (the cut reading drops the dot, as unjoined)', () => {
    const text = prose + 'http://www.example.co.uk/elsewhere/journalist/story/0,7792,773258,00.\nhtml\n'
    expect(extract(text).map((each) => [each.uri, each.alternatives])).toEqual([
      [
        'http://www.example.co.uk/elsewhere/journalist/story/0,7792,773258,00.html',
        [
          'http://www.example.co.uk/elsewhere/journalist/story/0,7792,773258,00.html',
          'http://www.example.co.uk/elsewhere/journalist/story/0,7792,773258,00'
        ]
      ]
    ])
  })

  it('in quoted mail, behind as many `>` as the URI’s line', () => {
    const text =
      '> > Tony noted this patent application, which is worth a good look for all\n' +
      '> > of us who work on filters, and he sent the address of its page on the\n' +
      '> > site of the patent office, where it is found by its number, as follows:\n' +
      '> >\n' +
      '> > http://appft1.example.gov/netacgi/nph-Parser?Sect1=PTO2&Sect2=HITOFF&u=/netah\n' +
      '> >tml/PTO/search-adv.html&r=62&f=G&l=50\n'
    expect(extract(text).map((each) => each.uri)).toEqual([
      'http://appft1.example.gov/netacgi/nph-Parser?Sect1=PTO2&Sect2=HITOFF&u=/netahtml/PTO/search-adv.html&r=62&f=G&l=50'
    ])
  })

  it('over several lines', () => {
    const text =
      prose +
      '  https://github.com/curl/curl/blob/68fa9bf3f5d7b4fcbb57619f70cb4aabb79a5123\n' +
      '  1f6aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/m\n' +
      '  4/curl-functions.m4#L2067-L2070\n'
    expect(extract(text).map((each) => [each.uri, each.spans.length, each.alternatives?.[1]])).toEqual([
      [
        'https://github.com/curl/curl/blob/68fa9bf3f5d7b4fcbb57619f70cb4aabb79a51231f6' +
          'a'.repeat(68) +
          '/m4/curl-functions.m4#L2067-L2070',
        3,
        'https://github.com/curl/curl/blob/68fa9bf3f5d7b4fcbb57619f70cb4aabb79a5123'
      ]
    ])
  })

  it('gives the same with CRLF line breaks', () => {
    const text = (prose + 'http://tracker.example.org/index.php?func=detail&aid=600311&\ngroup_id=3978\n').replaceAll(
      '\n',
      '\r\n'
    )
    expect(extract(text).map((each) => each.uri)).toEqual([
      'http://tracker.example.org/index.php?func=detail&aid=600311&group_id=3978'
    ])
  })
})

describe('`www.` and scheme URIs without `//`, on the same evidence', () => {
  it('a `www.` link (with `www` on)', () => {
    const text = prose + 'www.tracker.example.org/index.php?func=detail&aid=600311&group_id=3978&\natid=103978\n'
    expect(shape(extract(text, {www: true}))).toEqual([
      [
        'www.tracker.example.org/index.php?func=detail&aid=600311&group_id=3978&atid=103978',
        [
          [147, 218],
          [219, 230]
        ],
        [
          'www.tracker.example.org/index.php?func=detail&aid=600311&group_id=3978&atid=103978',
          'www.tracker.example.org/index.php?func=detail&aid=600311&group_id=3978&'
        ]
      ]
    ])
  })

  it('a `mailto:` link with a query', () => {
    const text = prose + 'mailto:bugs@tracker.example.org?subject=Bug%20600311%20in%20the%20tracker\n&body=details\n'
    expect(shape(extract(text))).toEqual([
      [
        'mailto:bugs@tracker.example.org?subject=Bug%20600311%20in%20the%20tracker&body=details',
        [
          [147, 220],
          [221, 234]
        ],
        [
          'mailto:bugs@tracker.example.org?subject=Bug%20600311%20in%20the%20tracker&body=details',
          'mailto:bugs@tracker.example.org?subject=Bug%20600311%20in%20the%20tracker'
        ]
      ]
    ])
  })

  it('not prose after them, nor a word alone', () => {
    const text =
      prose +
      'For the details, read the documentation at www.example.com/docs/intro.html\n' +
      'and then come back here to tell us what you think of all of it, please.\n' +
      'For the details, write to the list of the project at mailto:list@example.com\nthanks\n'
    expect(extract(text, {www: true}).map((each) => [each.uri, each.spans.length])).toEqual([
      ['www.example.com/docs/intro.html', 1],
      ['mailto:list@example.com', 1]
    ])
  })
})

describe('in a message', () => {
  it('joins a quoted wrap of its text body, with the spans in the decoded body', async () => {
    const message =
      'From: a@example.com\nTo: b@example.com\nSubject: bug\nContent-Type: text/plain; charset=utf-8\n\n> ' +
      prose.replaceAll('\n', '\n> ') +
      'http://tracker.example.org/index.php?func=detail&aid=600311&\n> group_id=3978&atid=103978\n'
    const found = await extractMail(message)
    expect(found.map((each) => [each.uri, each.part, each.spans.map((span) => [span.line, span.column])])).toEqual([
      [
        'http://tracker.example.org/index.php?func=detail&aid=600311&group_id=3978&atid=103978',
        'text',
        [
          [3, 3],
          [4, 3]
        ]
      ]
    ])
  })
})

describe('what is not joined', () => {
  const cases: [string, string, string[]][] = [
    [
      // LWP::Authen::OAuth2::Overview(3pm), manpages-19: the `&` of a URI with no query separates a form's fields.
      'the next field of a form after a `&` that ends a URI with no query (the `&` no part of it)',
      prose +
        'client_id=8819981768.apps.googleusercontent.com&\n' +
        'redirect_uri=https://oauth2-login-demo.appspot.com/code/callback/here&\n' +
        'grant_type=authorization_code\n' +
        'Run curl http://example.org/a& in the background, or http://x.example/?a=1& with a query.\n',
      ['https://oauth2-login-demo.appspot.com/code/callback/here', 'http://example.org/a', 'http://x.example/?a=1&']
    ],
    [
      'prose after a URI (a blank after a word)',
      prose +
        'For the details, read the documentation at http://example.com/docs/intro\n' +
        'and then come back here to tell us what you think of all of it, please.\n',
      ['http://example.com/docs/intro']
    ],
    [
      // ostree-admin-set-origin(1), manpages-22: a client that wraps at blanks would have moved the URI whole.
      'a word after a URI that starts mid-line and, joined, would have fit on a line of its own',
      prose +
        '  $ ostree admin set-origin --index=0 exampleos http://os.example.com/repo\nexampleos/10.0/main/router\n',
      ['http://os.example.com/repo']
    ],
    [
      'a word alone on the next line',
      prose + 'For the details, read the documentation at http://example.com/docs/intro\nthanks\n',
      ['http://example.com/docs/intro']
    ],
    [
      'a short line (not at a wrap column)',
      prose + 'See http://tracker.example.org/index.php?aid=6\n&group_id=3978\n',
      ['http://tracker.example.org/index.php?aid=6']
    ],
    [
      'a line well short of the text’s own width',
      'A text wrapped at 78 columns, as some mail clients do, with lines that long:\n' +
        'this one as well, so that the width is seen in the lines that the text has.\n' +
        'http://tracker.example.org/index.php?func=detail&aid=600311\n&group_id=3978\n',
      ['http://tracker.example.org/index.php?func=detail&aid=600311']
    ],
    [
      'a text whose prose is not wrapped (its lines longer than any URI’s)',
      'This paragraph is written on one line, as a mail client that sends format=flowed text or a web form does, so its width is not a wrap column.\n' +
        'Another paragraph on one line, as long as the one before it, with nothing wrapped in it at all, anywhere.\n' +
        'http://tracker.example.org/index.php?func=detail&aid=600311&group_id=39\n&atid=103978\n',
      ['http://tracker.example.org/index.php?func=detail&aid=600311&group_id=39']
    ],
    [
      'a list of URIs, one a line',
      prose +
        'http://www.example.com/2002/09/04/international/asia/04BEIJ.html?pg=1\n' +
        'http://www.example.org/mld/bayarea/business/3996218.htm\n',
      [
        'http://www.example.com/2002/09/04/international/asia/04BEIJ.html?pg=1',
        'http://www.example.org/mld/bayarea/business/3996218.htm'
      ]
    ],
    [
      'a `www.` host on the next line',
      prose + 'http://www.example.com/2002/09/04/international/asia/04BEIJ.html?pg=1\nwww.example.org/x.html\n',
      ['http://www.example.com/2002/09/04/international/asia/04BEIJ.html?pg=1']
    ],
    [
      'a comment in code on the next line',
      prose + '    fetch("x") // http://www.example.com/2002/09/04/international/asia/a\n//comment.html\n',
      ['http://www.example.com/2002/09/04/international/asia/a']
    ],
    [
      'a signature separator',
      prose + 'https://www.example.com/r.asp?r=sourceforge1&refcode1=vs3390&x=1234\n_______________\n',
      ['https://www.example.com/r.asp?r=sourceforge1&refcode1=vs3390&x=1234']
    ],
    [
      'a heading ending in `:` (a list of mirrors by region, quoted)',
      '> Europe:\n>    * ftp://ftp.funet.fi/pub/mirrors/ftp.redhat.com/redhat/linux/beta/null/\n' +
        '>    * ftp://ftp-stud.fht-esslingen.de/pub/redhat/linux/beta/null/example/\n>  Asia/Pacific:\n',
      [
        'ftp://ftp.funet.fi/pub/mirrors/ftp.redhat.com/redhat/linux/beta/null/',
        'ftp://ftp-stud.fht-esslingen.de/pub/redhat/linux/beta/null/example/'
      ]
    ],
    [
      'a capitalised word after a sentence’s dot',
      prose + 'The entry is at http://tracker.example.org/index.php?func=detail&aid=6.\nThanks\n',
      ['http://tracker.example.org/index.php?func=detail&aid=6']
    ],
    [
      '`Q&A` (an `&` inside a word is no query)',
      prose + 'The entry is at http://tracker.example.org/index.php?func=detail&aid=600\nQ&A sessions\n',
      ['http://tracker.example.org/index.php?func=detail&aid=600']
    ],
    [
      'a line quoted more deeply (another quote)',
      prose + '> http://tracker.example.org/index.php?func=detail&aid=600311&group_id=3\n> > &x=1\n',
      ['http://tracker.example.org/index.php?func=detail&aid=600311&group_id=3']
    ],
    [
      'a joined form that is not a valid URI',
      prose + 'http://tracker.example.org/index.php?func=detail&aid=600311#group_id=39\n&x=1#y\n',
      ['http://tracker.example.org/index.php?func=detail&aid=600311#group_id=39']
    ],
    [
      'a justified line: a typesetter breaks lines at blanks only (profanity-url(1))',
      prose + '/url   save  https://profanity-im.github.io/guide/latest/userguide.html\n/home/user/Download/\n',
      ['https://profanity-im.github.io/guide/latest/userguide.html']
    ],
    [
      'a justified table row (s3cmd(1))',
      prose +
        '/local/path/file1.ext         ->  s3://bucket/backup/path/file1.ext/d/e/f\n' +
        '/local/path/dir123/file2.bin  ->  s3://bucket/backup/path/dir123/file2.bin\n',
      ['s3://bucket/backup/path/file1.ext/d/e/f', 's3://bucket/backup/path/dir123/file2.bin']
    ],
    [
      'a table row with its columns aligned (acngfs(8))',
      prose + 'acngfs    http://ftp.example.org/debian/dists/bookworm/main/binary-amd64\n/var/cache/debrep\n',
      ['http://ftp.example.org/debian/dists/bookworm/main/binary-amd64']
    ],
    [
      'a URI in `<…>` (Appendix E joins those)',
      prose + '<http://tracker.example.org/index.php?func=detail&aid=600311&group_id=39>\n&x=1\n',
      ['http://tracker.example.org/index.php?func=detail&aid=600311&group_id=39']
    ]
  ]

  for (const [name, text, uris] of cases) {
    it(name, () => {
      const found = extract(text)
      expect(found.map((each) => each.uri)).toEqual(uris)
      expect(found.every((each) => each.spans.length === 1)).toBe(true)
    })
  }
})

describe('streaming', () => {
  const block =
    prose +
    'http://tracker.example.org/index.php?func=detail&aid=600311&\n' +
    'group_id=3978&atid=103978\n' +
    'For the details, read the documentation at http://example.com/docs/intro\n' +
    'and then come back here to tell us what you think of all of it, please.\n'

  it('equals one-shot past the 16 K segment minimum, whatever the chunks', async () => {
    const parts = fc.constantFrom(block, '\n\n', '> ' + block.replaceAll('\n', '\n> '), 'word ', '\n')
    await fc.assert(
      fc.asyncProperty(
        fc.array(parts, {minLength: 60, maxLength: 200}).map((each) => each.join('')),
        fc.array(fc.nat(), {maxLength: 12}),
        async (text, cuts) => {
          const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b)
          const chunks: string[] = []
          let last = 0
          for (const point of points) {
            chunks.push(text.slice(last, point))
            last = point
          }
          chunks.push(text.slice(last))
          expect(await streamed(chunks)).toEqual(extract(text))
        }
      ),
      {numRuns: 30}
    )
  })
})

/** `wrapWidth` read another way: the lines split off by a regular expression, each read as a string. */
function wrapWidthReference(text: string, from: number, to: number): number {
  const lengths: number[] = []
  for (const line of text.slice(from, to).split(/[\r\n]/)) {
    // After the quote markers, each with the blanks before and after it.
    const start = /^(?:[ \t]*>)+[ \t]*/.exec(line)?.[0].length ?? 0
    const content = line.slice(start).replace(/[ \t]+$/, '')
    if (/[^ \t][ \t]+[^ \t]/.test(content)) lengths.push(Math.min(content.length, 255))
  }
  const needed = Math.max(2, Math.ceil(lengths.length / 20))
  for (let length = 255; length > 0; length--)
    if (lengths.filter((each) => each >= length).length >= needed) return length
  return 0
}

describe('wrapWidth', () => {
  it('agrees with a reading by regular expressions on lines ended by LF, CRLF and CR alone, quoted or not', () => {
    const words = fc.array(fc.constantFrom('a', 'word', 'wrapped-text', ' ', '\t', '  ', '>'), {maxLength: 40})
    const line = fc
      .tuple(fc.constantFrom('', '> ', '>>', ' > > ', '\t'), words, fc.constantFrom('\n', '\r\n', '\r', '\n\n'))
      .map(([markers, content, end]) => markers + content.join('') + end)
    fc.assert(
      // The segment's last line may have no end.
      fc.property(fc.string(), fc.array(line, {maxLength: 60}), words, fc.string(), (before, lines, last, after) => {
        const segment = lines.join('') + last.join('')
        const text = before + segment + after
        expect(wrapWidth(text, before.length, before.length + segment.length)).toBe(
          wrapWidthReference(text, before.length, before.length + segment.length)
        )
      }),
      {numRuns: 2000}
    )
  })
})
