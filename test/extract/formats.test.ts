/**
 * The one table of input formats (packages/extract/src/formats.ts) and the
 * two CLIs that read it: `uri-extract` reads `.eml` and `.mbox` as mail,
 * `urilint` reads text and mail as plain text, Markdown with remark.
 */
import {formatOf, inputExtensions, inputFormats, isMailFormat, mailFormatOf} from '@urilint/extract/internal'
import {describe, expect, it} from 'vitest'
import {isMailName} from '../../packages/extract/src/cli/work.ts'
import {isPlainText} from '../../packages/remark-lint-uri/src/processor/plain-text.ts'

describe('input formats', () => {
  it('names Markdown as remark-cli does, then MDX, text, a message and a mailbox', () => {
    expect(inputFormats).toEqual({
      '.md': 'markdown',
      '.markdown': 'markdown',
      '.mdown': 'markdown',
      '.mkdn': 'markdown',
      '.mkd': 'markdown',
      '.mdwn': 'markdown',
      '.mkdown': 'markdown',
      '.ron': 'markdown',
      '.mdx': 'mdx',
      '.txt': 'text',
      '.eml': 'mail',
      '.mbox': 'mbox'
    })
    expect(inputExtensions).toEqual(Object.keys(inputFormats))
  })

  it('reads an extension in any case; another name, none, or an inherited key is no format', () => {
    expect(formatOf('.MBOX')).toBe('mbox')
    expect(formatOf('.Md')).toBe('markdown')
    expect(formatOf('.MDX')).toBe('mdx')
    expect(formatOf('.mbx')).toBe(undefined)
    expect(formatOf('.html')).toBe(undefined)
    expect(formatOf('')).toBe(undefined)
    expect(formatOf(undefined)).toBe(undefined)
    expect(formatOf('constructor')).toBe(undefined)
    expect(formatOf('.toString')).toBe(undefined)
  })

  it('mail is a message or a mailbox', () => {
    expect(['markdown', 'text', 'mail', 'mbox', undefined].map((format) => isMailFormat(format as never))).toEqual([
      false,
      false,
      true,
      true,
      false
    ])
  })

  it('unnamed input is mail when it starts as a message or an mbox, else not', () => {
    const cases: Array<[string, 'mail' | 'mbox' | undefined]> = [
      ['Received: from a.example\r\n\tby b.example; Thu, 26 Nov 2026 07:00:00 +0000\r\n', 'mail'],
      ['return-path: <a@b.example>\nDelivered-To: c@d.example\n', 'mail'],
      ['MIME-Version: 1.0\n\nbody', 'mail'],
      ['From: Ana <a@b.example>', 'mail'],
      ['Delivered-To: c@d.example\nX-Spam: no\n', 'mail'],
      ['From a@b.example Thu Nov 26 07:00:00 2026\nFrom: a@b.example\n', 'mbox'],
      // Prose, Markdown and other headers are not mail.
      ['From the docs: https://a.example/\n', undefined],
      ['From: the team\nthanks to all of you\n', undefined],
      ['Subject: notes\n', undefined],
      ['Received : from a.example\n', undefined],
      ['# Received: title\n', undefined],
      ['', undefined],
      ['\nReceived: from a.example\n', undefined]
    ]
    expect(cases.map(([head]) => mailFormatOf(head))).toEqual(cases.map(([, format]) => format))
  })

  it('uri-extract reads as mail exactly the mail names of the table', () => {
    expect(
      ['a.eml', 'dir/B.EML', 'x.mbox', 'x.MBox', 'x.mbx', 'x.md', 'x.txt', '.eml', 'eml', 'x.eml.txt'].map(isMailName)
    ).toEqual([true, true, true, true, false, false, false, false, false, false])
  })

  it('urilint reads as plain text exactly the text and mail names of the table', () => {
    expect(
      ['.txt', '.EML', '.mbox', '.md', '.markdown', '.mdx', '.html', '.mbx', '', undefined].map(isPlainText)
    ).toEqual([true, true, true, false, false, false, false, false, false, false])
  })
})
