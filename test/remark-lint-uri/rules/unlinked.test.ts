/**
 * `no-malformed-uri` on text that should have been a link (issue 23, item
 * 5): a blank between `]` and `(`, a destination CommonMark refuses (a
 * space, a line break), a bare URL GFM ends before the `)` of its `(`. One
 * warning on the text, with the note on what the reader sees and the fix
 * where it is unambiguous; prose and other tools' syntax stay quiet. Exact
 * ranges, reasons, notes and fixes.
 */
import fc from 'fast-check'
import type {Link, Root} from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import {remarkLintNoMalformedUri} from 'remark-lint-uri'
import {unified, type PluggableList} from 'unified'
import type {Node} from 'unist'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import {levelOf, lint, presetWithGfm, rangeOf} from '../helpers.ts'

const linksNote = 'see https://spec.commonmark.org/0.31.2/#links'
const blankReason = (blank = 'space') =>
  `Unexpected ${blank} between \`]\` and \`(\`, expected a link: Markdown shows this as text`
const asText = 'the reader sees the brackets, the parentheses and the destination as text'

async function findings(markdown: string, options?: unknown) {
  const plugins: PluggableList =
    options === undefined ? presetWithGfm : [...presetWithGfm, [remarkLintNoMalformedUri, options]]
  const file = await lint(markdown, plugins)
  return file.messages
    .filter((message) => message.ruleId === 'no-malformed-uri')
    .map((message) => ({
      level: levelOf(message),
      range: rangeOf(message),
      reason: message.reason,
      note: message.note,
      actual: message.actual,
      expected: message.expected
    }))
}

async function one(markdown: string) {
  const result = await findings(markdown)
  expect(result).toHaveLength(1)
  return result[0]!
}

describe('no-malformed-uri: a blank between `]` and `(`', () => {
  it('reports the text, says what the reader sees, and drops the blank', async () => {
    expect(await one('See [the guide] (https://example.org/guide).\n')).toEqual({
      level: 'warning',
      range: '1:5-1:44',
      reason: blankReason(),
      note: `The reader sees the brackets, the parentheses and the destination as text, and GFM links \`https://example.org/guide\` alone; ${linksNote}`,
      actual: '[the guide] (https://example.org/guide)',
      expected: ['[the guide](https://example.org/guide)']
    })
  })

  it('names tabs and several spaces, and takes images in whole', async () => {
    expect((await one('[a]\t(#intro)\n')).reason).toBe(blankReason('tab'))
    expect(await one('![logo]  (./logo.png)\n')).toMatchObject({
      range: '1:1-1:22',
      reason: blankReason('spaces'),
      expected: ['![logo](./logo.png)']
    })
  })

  it('says that a defined text links to its definition', async () => {
    expect((await one('[docs] (/docs/)\n\n[docs]: https://example.org/\n')).note).toBe(
      `The reader sees the text linked to its definition, then the destination in parentheses as text; ${linksNote}`
    )
  })

  it('takes every destination that starts like a URL or a path', async () => {
    for (const destination of [
      'https://a.example/',
      'http://a.example',
      'ftp://a.example/f',
      'mailto:a@example.org',
      'www.example.org',
      '/docs',
      './a.md',
      '../a.md',
      '#install'
    ]) {
      expect(
        (await findings(`[a] (${destination})\n`)).map((finding) => finding.expected),
        destination
      ).toEqual([[`[a](${destination})`]])
    }
  })

  it('stays quiet on prose, tasks, citations, footnotes and full references', async () => {
    expect(
      await findings(
        [
          '- [ ] (optional) and [x] (see below), [1] (2019), [Smith] (p. 12), [a] (#1), [b] (/) and [c] (docs/a.md)',
          '- [x] (https://example.org/) a task done',
          '- a note[^1] (https://example.org/) and [a][d] (https://example.org/)',
          '- escaped \\[a\\] (https://example.org/), in code `[a] (https://example.org/)`',
          '- on two lines [a]',
          '  (https://example.org/) and with two words [a] (https://example.org/ here)',
          '',
          '[^1]: A note.',
          '[d]: https://example.org/d'
        ].join('\n')
      )
    ).toEqual([])
  })
})

describe('no-malformed-uri: a destination CommonMark refuses', () => {
  it('encodes a space in a path or a query as `%20`', async () => {
    expect(await one('[report](https://example.org/my report.pdf)\n')).toEqual({
      level: 'warning',
      range: '1:1-1:44',
      reason: 'Unexpected space in link destination, expected `%20`: Markdown shows this as text',
      note: `A link destination ends at a space, so there is no link: ${asText}, and GFM links \`https://example.org/my\` alone; ${linksNote}`,
      actual: '[report](https://example.org/my report.pdf)',
      expected: ['[report](https://example.org/my%20report.pdf)']
    })
    expect(await one('[q](docs/a  b.md?q=x&y=1)\n')).toMatchObject({
      reason: 'Unexpected spaces in link destination, expected `%20`: Markdown shows this as text',
      note: `A link destination ends at a space, so there is no link: ${asText}; ${linksNote}`,
      expected: ['[q](docs/a%20%20b.md?q=x&y=1)']
    })
    expect((await one('[q](docs/a b.md?q=x  &y=1)\n')).expected).toEqual(['[q](docs/a%20b.md?q=x%20%20&y=1)'])
  })

  it('gives no fix for a space in a host, a fragment or an address, before prose, or a tab', async () => {
    for (const [destination, what] of [
      ['https://exa mple.org/', 'space'],
      ['#my section', 'space'],
      ['mailto:someone at example.org', 'space'],
      // A `)` left out before prose: `%20` would link to `…/30%20however`.
      ['https://github.com/org/repo/issues/30 however', 'space'],
      ['https://example.org/a\tb', 'tab']
    ] as const) {
      expect(await one(`[a](${destination})\n`), destination).toMatchObject({
        reason: `Unexpected ${what} in link destination, expected a link: Markdown shows this as text`,
        expected: undefined
      })
    }
  })

  it('joins a destination cut by a line break, with the next line in a block quote or a list', async () => {
    expect(await one('[x](https://gi\nthub.com/x) and more\n')).toEqual({
      level: 'warning',
      range: '1:1-2:12',
      reason:
        'Unexpected line break in link destination, expected the destination on one line: Markdown shows this as text',
      note: `A link destination ends at a line break, so there is no link: ${asText}, and GFM links \`https://gi\` alone; ${linksNote}`,
      actual: '[x](https://gi\nthub.com/x)',
      expected: ['[x](https://github.com/x)']
    })
    expect((await one('> - a [x](docs/release-\r\n>   notes.md)\n')).expected).toEqual(['[x](docs/release-notes.md)'])
  })

  it('gives no fix where a line break and a space are both in it', async () => {
    expect(await one('[x](https://example.org/a\nb c)\n')).toMatchObject({range: '1:1-2:5', expected: undefined})
  })

  it('reports a destination that the paragraph ends, with no `)` and no fix', async () => {
    expect(await one('Fixed ([#12](https://github.com/\n\n### Features\n')).toEqual({
      level: 'warning',
      range: '1:8-1:33',
      reason: 'Unexpected end of paragraph in link destination, expected `)`: Markdown shows this as text',
      note: `A link needs the \`)\` after its destination: the reader sees the brackets, the parenthesis and the destination as text, and GFM links \`https://github.com/\` alone; ${linksNote}`,
      actual: '[#12](https://github.com/',
      expected: undefined
    })
    // Before code or another link, or with a space in it: prose may go on there.
    expect(await findings('[a](https://example.org/a `b`\n\n[c](https://example.org/c d\n')).toEqual([])
  })

  it('stays quiet on titles, templates, image sizes, math and code-like text', async () => {
    expect(
      await findings(
        [
          '[a](https://example.org/a "title") [b](https://example.org/b \'t\') [c](https://example.org/c (t))',
          '[page]({% link docs/page.md %}) ![i](i.png =60x50) $[a, b](x y)$ [`Vec`](&mut v) [a](b, c)',
          '[two](https://example.org/a b',
          '',
          'b',
          'c) [nested [a](b)](c d) [open](https://example.org/a b'
        ].join('\n')
      )
    ).toEqual([])
  })

  it('gives one message for the text, none for the URI GFM links in it', async () => {
    // Alone, `https://example.org/a|b` is a note (`|` in path).
    expect(await findings('[a](https://example.org/a|b c.txt)\n')).toMatchObject([
      {range: '1:1-1:35', expected: ['[a](https://example.org/a|b%20c.txt)']}
    ])
  })
})

describe('no-malformed-uri: a bare URL cut before the `)` of its `(`', () => {
  it('reports what GFM links and what was written, with the URL in `<…>`', async () => {
    expect(await one('See https://en.wikipedia.org/wiki/Acme_(Inc.).\n')).toEqual({
      level: 'warning',
      range: '1:5-1:46',
      reason:
        'Unexpected end of a bare URL before `.)`, expected the URL up to its `)` in `<…>`: GFM leaves them out of the link',
      note: "GFM leaves trailing punctuation out of a bare URL, and a `)` after it: the reader's link ends at the unmatched `(`, in `…/en.wikipedia.org/wiki/Acme_(Inc`; see https://github.github.com/gfm/#autolinks-extension-",
      actual: 'https://en.wikipedia.org/wiki/Acme_(Inc.)',
      expected: ['<https://en.wikipedia.org/wiki/Acme_(Inc.)>']
    })
  })

  it('stays quiet on balanced parentheses, a `(` never closed, `www.` and punctuation after a `)`', async () => {
    expect(
      await findings(
        'https://example.org/a_(b) (https://example.org/a_(b)) https://example.org/a_(b c) www.example.org/a_(b.) https://example.org/a_(b). (see https://example.org/a)\n'
      )
    ).toEqual([])
  })
})

describe('no-malformed-uri: text that should have been a link, and the rule', () => {
  const secret = 'Qw3Er5Ty7zP'
  it('never quotes a password, and gives no fix that would spell it', async () => {
    const all = await findings(
      [
        `[a] (https://deploy:${secret}@git.acmecorp.io/)`,
        `[b](https://deploy:${secret}@git.acmecorp.io/a b)`,
        `[c](https://deploy:${secret}@git.acme`,
        'corp.io/)',
        `https://deploy:${secret}@git.acmecorp.io/a_(b.)`,
        `[https://deploy:${secret}@git.acmecorp.io/] (https://example.org/)`
      ].join('\n')
    )
    expect(all.map((finding) => finding.range)).toEqual(['1:1-1:50', '2:1-2:52', '3:1-4:10', '5:1-5:50', '6:1-6:69'])
    for (const finding of all) {
      expect(finding.actual).toBe(undefined)
      expect(finding.expected).toBe(undefined)
    }
    expect(JSON.stringify(all)).not.toContain(secret.slice(0, 4))
  })

  it('reads a GFM e-mail literal, made after parsing with no position, as text', async () => {
    expect(await findings('Mail team@example.org or see [docs] (https://example.org/docs).\n')).toMatchObject([
      {range: '1:30-1:63', expected: ['[docs](https://example.org/docs)']}
    ])
  })

  it('passes what `allow` accepts', async () => {
    expect(
      await findings('[a] (https://example.org/a) [b](https://example.org/b c)\n', {allow: ['example.org']})
    ).toEqual([])
  })

  it('respects `<!--lint disable-->`', async () => {
    expect(
      await findings(
        '<!--lint disable no-malformed-uri-->\n\n[a] (https://example.org/a)\n\n<!--lint enable no-malformed-uri-->\n\n[b] (#b)\n'
      )
    ).toMatchObject([{range: '7:1-7:9'}])
  })

  it('reports nothing on a tree without positions, and does not crash', async () => {
    const value = '[a] (https://example.org/a) [b](https://example.org/b c) https://example.org/a_(b.)\n'
    const processor = unified().use(remarkParse).use(presetWithGfm)
    const file = new VFile({value})
    await processor.run(strip(processor.parse(file)), file)
    expect(file.messages).toEqual([])
  })

  // The fix, applied, is a link: to the destination meant, where the text was.
  it('gives fixes that Markdown reads as a link where the text was (property)', async () => {
    // A letter first: a line may not start a list item (`1)`) or a block.
    const word = fc.stringMatching(/^[a-z][a-z0-9_.-]{0,4}$/)
    const destination = fc
      .tuple(
        fc.constantFrom('https://example.org/', 'http://a.example/b/', './', '/', 'docs/'),
        fc.array(word, {minLength: 1, maxLength: 4})
      )
      .map(([start, words]) => ({start, words}))
    // A container prefix, and the line breaks that keep the next line in the container.
    const container = fc.constantFrom(['', '\n'], ['> ', '\n> '], ['- ', '\n  '])
    const shape = fc.tuple(destination, fc.constantFrom(' ', '  ', '\t', 'break'), fc.boolean(), container)
    const parser = unified().use(remarkParse).use(remarkGfm)
    await fc.assert(
      fc.asyncProperty(shape, async ([{start, words}, blank, beforeParenthesis, [prefix, lineBreak]]) => {
        const gap = blank === 'break' ? lineBreak : blank
        const written = beforeParenthesis
          ? `[t]${blank === 'break' ? ' ' : blank}(${start}${words.join('')})`
          : `[t](${start}${words.join(gap)})`
        const source = prefix + 'See ' + written + ' here.\n'
        const messages = (await lint(source, presetWithGfm)).messages.filter(
          (message) => message.ruleId === 'no-malformed-uri'
        )
        // One word is a link; more than one line break is left alone; `[t] (docs/…)` may be prose.
        const quiet = beforeParenthesis
          ? start === 'docs/'
          : words.length === 1 || (blank === 'break' && words.length > 2)
        expect(messages, source).toHaveLength(quiet ? 0 : 1)
        if (quiet) return
        const message = messages[0]!
        const place = message.place as {start: {offset: number}; end: {offset: number}}
        expect(source.slice(place.start.offset, place.end.offset)).toBe(written)
        // No fix for a tab, nor for spaces before a last word that does not go on with the URL.
        const fix = message.expected?.[0]
        const fixed = beforeParenthesis || blank === 'break' || (blank !== '\t' && words.at(-1)!.includes('.'))
        expect(fix !== undefined, source).toBe(fixed)
        if (fix === undefined) return
        const repaired = source.slice(0, place.start.offset) + fix + source.slice(place.end.offset)
        const link = firstLink(parser.parse(repaired))
        expect(link?.position?.start.offset, repaired).toBe(place.start.offset)
        expect(link?.position?.end.offset, repaired).toBe(place.start.offset + fix.length)
        expect((await lint(repaired, presetWithGfm)).messages, repaired).toEqual([])
      }),
      {numRuns: 150}
    )
  })
})

function firstLink(tree: Root): Link | undefined {
  let found: Link | undefined
  const visit = (node: Node) => {
    if (found !== undefined) return
    if (node.type === 'link' && (node as Link).children.length > 0 && (node as Link).url !== '') {
      const link = node as Link
      if (link.children[0]?.type === 'text' && (link.children[0] as {value: string}).value === 't') found = link
    }
    if ('children' in node && Array.isArray(node.children)) for (const child of node.children as Node[]) visit(child)
  }
  visit(tree)
  return found
}

function strip<T extends Node>(node: T): T {
  delete node.position
  if ('children' in node && Array.isArray(node.children)) for (const child of node.children as Node[]) strip(child)
  return node
}

describe('no-malformed-uri: `(text)[destination]`, parentheses and brackets swapped', () => {
  const reversedReason = 'Unexpected `(text)[destination]`, expected `[text](destination)`: Markdown shows this as text'

  it('reports the text and swaps them back', async () => {
    expect(await one('See (the docs)[https://example.org/docs] now.\n')).toEqual({
      level: 'warning',
      range: '1:5-1:41',
      reason: reversedReason,
      note: `The parentheses and the brackets are swapped: the reader sees both as text; ${linksNote}`,
      actual: '(the docs)[https://example.org/docs]',
      expected: ['[the docs](https://example.org/docs)']
    })
    expect(
      (await findings('Read (the intro)[#intro] and (setup)[./docs/setup.md].\n')).map((found) => found.expected)
    ).toEqual([['[the intro](#intro)'], ['[setup](./docs/setup.md)']])
  })

  it('stays quiet where the brackets hold no destination, or are a link or reference of their own', async () => {
    for (const prose of [
      'A (note)[1] on f(x)[i], (see)[below] and (2019)[12].\n',
      '(x)[./a.md](y) and (x)[./a.md][ref]\n\n[ref]: https://example.org/\n',
      '(a b)[https://example.org/a b] and ()[https://example.org/]\n',
      'In code: `(a)[https://example.org/]`.\n'
    ]) {
      expect(await findings(prose), prose).toEqual([])
    }
  })
})
