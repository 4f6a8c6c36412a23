/**
 * The gate on remark-gfm's second search for literals
 * (packages/remark-lint-uri/src/gfm-literal-gate.ts): it must be in force,
 * and the tree must be remark-gfm's own, on every input.
 */
import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import type {Paragraph, PhrasingContent, Root} from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import {unified} from 'unified'
import {describe, expect, it, vi} from 'vitest'
import remarkGfmLiteralGate, {
  isGated,
  mayHoldLiteral
} from '../../../packages/remark-lint-uri/src/processor/gfm-literal-gate.ts'
import {processor as cliProcessor} from '../../../packages/remark-lint-uri/src/processor/processor.ts'

const plain = unified().use(remarkParse).use(remarkGfm).freeze()
const gated = unified().use(remarkParse).use(remarkGfm).use(remarkGfmLiteralGate).freeze()

function trees(markdown: string): {expected: Root; actual: Root} {
  return {expected: plain.runSync(plain.parse(markdown)) as Root, actual: gated.runSync(gated.parse(markdown)) as Root}
}

/** The fixtures of all packages that are Markdown or plain text. */
function fixtureTexts(): string[] {
  const root = path.join(import.meta.dirname, '../../../fixtures')
  return (fs.readdirSync(root, {recursive: true}) as string[])
    .filter((file) => /\.(md|txt)$/.test(file))
    .map((file) => fs.readFileSync(path.join(root, file), 'utf8'))
}

describe('remarkGfmLiteralGate', () => {
  it('is in force with the remark-gfm this package depends on, in the processor of the CLI and the server too', () => {
    expect(isGated(gated)).toBe(true)
    expect(isGated(plain)).toBe(false)
    expect(isGated(cliProcessor)).toBe(true)
  })

  it('warns once, instead of gating nothing in silence, where it finds no literal transform', () => {
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => {})
    try {
      unified().use(remarkParse).use(remarkGfmLiteralGate).freeze()
      unified().use(remarkParse).use(remarkGfmLiteralGate).freeze()
      expect(warn.mock.calls).toEqual([
        [
          "remark-gfm's literal transform was not found (another version of mdast-util-gfm-autolink-literal?): it runs on every file",
          {code: 'URILINT_GFM_GATE'}
        ]
      ])
    } finally {
      warn.mockRestore()
    }
  })

  it('leaves the literals remark-gfm finds after parsing (www, e-mail, mailto)', () => {
    const markdown = 'See WWW.Example.com, mail a.b@example.org, mailto:x@example.net.'
    const {expected, actual} = trees(markdown)
    expect(actual).toEqual(expected)
    const paragraph = actual.children[0] as Paragraph
    expect(paragraph.children.flatMap((node) => (node.type === 'link' ? [node.url] : []))).toEqual([
      'http://WWW.Example.com',
      'mailto:a.b@example.org',
      'mailto:x@example.net'
    ])
  })

  it('looks for candidates in text outside links only (references and escapes are decoded by then)', () => {
    const root = (...children: PhrasingContent[]): Root => ({type: 'root', children: [{type: 'paragraph', children}]})
    const text = (value: string): PhrasingContent => ({type: 'text', value})
    expect(mayHoldLiteral(root(text('a @ b')))).toBe(true)
    expect(mayHoldLiteral(root(text('see x://y')))).toBe(true)
    expect(mayHoldLiteral(root(text('(wWw.x)')))).toBe(true)
    expect(mayHoldLiteral(root(text('www'), text('.x')))).toBe(false)
    expect(mayHoldLiteral(root(text('ww.x, www, .www, http:/x, x:\n//y')))).toBe(false)
    expect(
      mayHoldLiteral(
        root(
          {type: 'link', url: 'https://x', children: [text('a@b.c www.x.com')]},
          {type: 'inlineCode', value: 'www.y.com'}
        )
      )
    ).toBe(false)
    expect(
      mayHoldLiteral(root({type: 'linkReference', identifier: 'r', referenceType: 'full', children: [text('c@d.e')]}))
    ).toBe(false)
    expect(
      mayHoldLiteral(
        root({
          type: 'emphasis',
          children: [
            {type: 'link', url: '', children: []},
            {type: 'strong', children: [text('x@y')]}
          ]
        })
      )
    ).toBe(true)
  })

  it('gives remark-gfm’s tree for every fixture', () => {
    const texts = fixtureTexts()
    expect(texts.length).toBeGreaterThan(20)
    for (const text of texts) {
      const {expected, actual} = trees(text)
      expect(actual).toEqual(expected)
    }
  })

  it('gives remark-gfm’s tree for any text made of literal-like pieces', () => {
    const pieces = [
      'www',
      'WwW',
      '.',
      'example',
      'com',
      '@',
      'a',
      '_',
      '-',
      '+',
      ':',
      '//',
      'http',
      'https',
      'mailto:',
      'xmpp:',
      '/',
      ' ',
      '\n',
      '\n\n',
      '[',
      ']',
      '(',
      ')',
      '<',
      '>',
      '`',
      '\\',
      '&#64;',
      '&commat;',
      '&#119;',
      '*',
      '~',
      '|',
      '> ',
      '- ',
      '1. ',
      '    ',
      ',',
      '"',
      'x.y'
    ]
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), {maxLength: 40}), (parts) => {
        const {expected, actual} = trees(parts.join(''))
        expect(actual).toEqual(expected)
      }),
      {numRuns: 2000}
    )
  })
})
