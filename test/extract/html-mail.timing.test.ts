/**
 * Linear time where URLs are read from HTML and located in mail: `srcset`
 * candidates each with a character reference (each candidate's source map
 * was cut from the whole value's: 11.7 times the time for 4 times the
 * input), and `locateInMessage` on URIs not written as they read: in a
 * base64 part (each searched the rest of the message: 9.1 times) and in
 * HTML with references (`&amp;`: 6.5 times). Ratios between two sizes
 * (test/linear.ts).
 */
import {extractHtml, extractMessage, locateInMessage, type MailUri} from '@urilint/extract'
import {describe, expect, it} from 'vitest'
import {linearBound, linearRatio} from '../linear.ts'

/** An `<img>` whose `srcset` has n candidates, each URL holding a reference (5,000: 0.2 s, 20,000: 4.5 s). */
const srcset = (n: number) => '<img srcset="' + 'a&amp;b, '.repeat(n) + '">'

/** A message of two parts: n URIs in text/plain, base64, then n in text/html with `&amp;` in each. */
function message(n: number): string {
  const text = Buffer.from('See https://a.example/docs?page=1 now.\n'.repeat(n)).toString('base64')
  const lines = text.match(/.{1,76}/g)!.join('\r\n')
  const html = '<p><a href="https://b.example/?a=1&amp;b=2">b</a></p>\r\n'.repeat(n)
  return [
    'From: a@example.com',
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative; boundary="b"',
    '',
    '--b',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    lines,
    '--b',
    'Content-Type: text/html; charset=utf-8',
    '',
    html,
    '--b--',
    ''
  ].join('\r\n')
}

describe('linear time reading URLs from HTML and locating them in mail', () => {
  it('`srcset` of n candidates, each with a reference', async () => {
    const found = extractHtml(srcset(3))
    // Each candidate's URL, its reference mapped to the reference as written.
    expect(found.map((uri) => [uri.uri, uri.spans.map((span) => [span.start, span.end])])).toEqual([
      ['a&b', [[13, 20]]],
      ['a&b', [[22, 29]]],
      ['a&b', [[31, 38]]]
    ])
    expect(await linearRatio(srcset, extractHtml, 5000)).toBeLessThan(linearBound)
  })

  it('locateInMessage on n URIs in a base64 part and n in HTML with `&amp;`', async () => {
    const located = async (n: number) => {
      const raw = message(n)
      const {uris} = await extractMessage(new TextEncoder().encode(raw), {www: true, diagnostics: false})
      return {raw, uris: uris as MailUri[]}
    }
    const small = await located(2)
    expect(small.uris.map((uri) => [uri.part, uri.uri])).toEqual([
      ['text', 'https://a.example/docs?page=1'],
      ['text', 'https://a.example/docs?page=1'],
      ['html', 'https://b.example/?a=1&b=2'],
      ['html', 'https://b.example/?a=1&b=2']
    ])
    // Not written as they read: each at the start of the body, zero-width.
    const bodyStart = small.raw.indexOf('\r\n\r\n') + 4
    expect(locateInMessage(small.raw, small.uris).map((segments) => segments.map((s) => [s.start, s.end]))).toEqual(
      Array.from({length: 4}, () => [[bodyStart, bodyStart]])
    )
    // The harness's two sizes, read before it times the locating alone.
    const n = 1000
    const inputs = new Map([
      [n, await located(n)],
      [4 * n, await located(4 * n)]
    ])
    const ratio = await linearRatio(
      (size) => inputs.get(size)!,
      ({raw, uris}) => locateInMessage(raw, uris),
      n
    )
    expect(ratio).toBeLessThan(linearBound)
  })
})
