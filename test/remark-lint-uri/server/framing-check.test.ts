/** The check of a client's framing beside vscode-jsonrpc's unbounded reader. */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {FramingCheck, framingLimits} from '../../../packages/remark-lint-uri/src/server/framing-check.ts'

const encoder = new TextEncoder()

function frame(content: string, header = 'Content-Length'): Uint8Array {
  const body = encoder.encode(content)
  return new Uint8Array([
    ...encoder.encode(`${header}: ${body.length}\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n`),
    ...body
  ])
}

describe('FramingCheck', () => {
  it('takes messages however the stream cuts them, in any case of the field name (property)', () => {
    const messages = fc.array(fc.oneof(fc.json(), fc.string({unit: 'binary'})), {minLength: 1, maxLength: 6})
    fc.assert(
      fc.property(
        messages,
        fc.array(fc.nat(), {maxLength: 8}),
        fc.constantFrom('Content-Length', 'content-length', 'CONTENT-LENGTH'),
        (contents, cuts, name) => {
          const stream = new Uint8Array(contents.flatMap((content) => [...frame(content, name)]))
          const points = [...new Set(cuts.map((cut) => cut % (stream.length + 1)))].sort((a, b) => a - b)
          const check = new FramingCheck()
          let from = 0
          for (const point of [...points, stream.length]) {
            expect(check.check(stream.subarray(from, point))).toBeUndefined()
            from = point
          }
        }
      ),
      {numRuns: 500}
    )
  })

  it('stops a stream of zeros after the header bound', () => {
    const check = new FramingCheck()
    expect(check.check(new Uint8Array(framingLimits.headerBytes))).toBeUndefined()
    expect(check.check(new Uint8Array(1))).toBe(
      'Unexpected 8192 bytes without the empty line that ends a header, expected the Language Server Protocol (`Content-Length: N`, an empty line, N bytes)'
    )
  })

  it('stops a message larger than the bound, and a header without its length, at the header', () => {
    expect(new FramingCheck().check(encoder.encode('Content-Length: 99999999999\r\n\r\n'))).toBe(
      'Unexpected message of 99999999999 bytes, expected at most 134217728'
    )
    expect(new FramingCheck().check(encoder.encode('Content-Type: x\r\n\r\n'))).toBe(
      'Unexpected header without a `Content-Length`, expected the Language Server Protocol (`Content-Length: N`, an empty line, N bytes)'
    )
    expect(new FramingCheck().check(encoder.encode('Content-Length: -1\r\n\r\n'))).toMatch(
      /^Unexpected header without a `Content-Length`/
    )
  })

  it('follows 10^5 messages given in one chunk', () => {
    const one = frame('{"jsonrpc":"2.0","method":"x"}')
    const stream = new Uint8Array(one.length * 100_000)
    for (let index = 0; index < 100_000; index++) stream.set(one, index * one.length)
    expect(new FramingCheck().check(stream)).toBeUndefined()
  })
})
