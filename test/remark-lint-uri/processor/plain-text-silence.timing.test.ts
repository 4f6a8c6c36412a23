/**
 * `silencedLines` (packages/remark-lint-uri/src/processor/plain-text-silence.ts)
 * on 10^5 markers: on one line, where reading every marker's rule ids to the
 * line's end was quadratic (33 s at 2·10^4), and each on its own line; a
 * ratio between two sizes (the shared harness, test/linear.ts).
 */
import {describe, expect, it} from 'vitest'
import {silencedLines} from '../../../packages/remark-lint-uri/src/processor/plain-text-silence.ts'
import {linearBound, linearRatio} from '../../linear.ts'

describe('silencedLines on 10^5 markers', () => {
  const run = 100_000
  const oneLine = (n: number) => 'urilint-disable-line no-unsafe-port, '.repeat(n)
  const ownLines = (n: number) => 'urilint-disable-next-line no-unsafe-port\r\n'.repeat(n)
  const namesOnOneLine = (n: number) => 'urilint-disable-line ' + 'no-unsafe-port, urilint-disable-lines '.repeat(n)

  it('on one line: one entry, linear time', async () => {
    expect(silencedLines(oneLine(run))).toEqual(new Map([[1, new Set(['no-unsafe-port'])]]))
    expect(await linearRatio(oneLine, silencedLines, 10_000)).toBeLessThan(linearBound)
  })

  it('each on its own line: one entry a line, linear time', async () => {
    const silenced = silencedLines(ownLines(run))
    expect(silenced.size).toBe(run)
    expect(silenced.get(2)).toEqual(new Set(['no-unsafe-port']))
    expect(silenced.get(run + 1)).toEqual(new Set(['no-unsafe-port']))
    expect(await linearRatio(ownLines, silencedLines, 10_000)).toBeLessThan(linearBound)
  })

  it('one marker and 10^5 rule ids and words that are not markers: linear time', async () => {
    expect(silencedLines(namesOnOneLine(run))).toEqual(new Map([[1, new Set(['no-unsafe-port'])]]))
    expect(await linearRatio(namesOnOneLine, silencedLines, 10_000)).toBeLessThan(linearBound)
  })
})
