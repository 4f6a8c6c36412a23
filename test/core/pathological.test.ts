/**
 * Linear time on pathological input: the time for 4n repeats over the time
 * for n repeats stays near 4; a quadratic loop gives 16 (and at these sizes
 * takes minutes). Each timing repeats the work until it takes about 20 ms,
 * and the fastest of several rounds keeps a noisy machine from deciding.
 */
import {describe, expect, it} from 'vitest'
import {inspect, normalize, parse, resolve} from '@urilint/core'

function time(run: () => void, times: number): number {
  const start = process.hrtime.bigint()
  for (let index = 0; index < times; index++) run()
  return Number(process.hrtime.bigint() - start)
}

/** The fastest of several rounds: other load on the machine only ever adds time. */
function fastest(run: () => void, times: number, rounds = 5): number {
  let best = Number.POSITIVE_INFINITY
  for (let round = 0; round < rounds; round++) best = Math.min(best, time(run, times))
  return best
}

function ratio(make: (n: number) => string, work: (input: string) => void, n = 100_000): number {
  const small = make(n)
  const large = make(4 * n)
  const once = Math.max(time(() => work(small), 1), time(() => work(small), 1))
  const times = Math.max(1, Math.ceil(20e6 / Math.max(once, 1)))
  work(large) // warm up
  return fastest(() => work(large), times) / fastest(() => work(small), times)
}

/** Linear is 4; quadratic would be 16. */
const linear = 8

const pieces = ['%', '[', ':', '@', '/..', '(', '<', 'http://', '%0D', '\u00e9']

describe('linear time', () => {
  for (const piece of pieces) {
    it(`parses 10^5 repeats of ${JSON.stringify(piece)} in linear time`, () => {
      for (const prefix of ['', 'http://', 'http://[', 'a:/']) {
        expect(ratio((n) => prefix + piece.repeat(n), (input) => parse(input))).toBeLessThan(linear)
      }
    })
  }
  it('normalizes, resolves and inspects long dot-segment paths in linear time', () => {
    const make = (n: number) => 'http://a/' + 'b/../'.repeat(n) + '%41/.'.repeat(n)
    expect(ratio(make, (input) => normalize(input), 20_000)).toBeLessThan(linear)
    expect(ratio(make, (input) => resolve('http://x/y/', input.slice(9)), 20_000)).toBeLessThan(linear)
    expect(ratio(make, (input) => resolve('http://x/y/', input.slice(9), {mode: 'rfc2396'}), 20_000)).toBeLessThan(linear)
    expect(ratio((n) => 'http://u:' + '@'.repeat(n) + '%0A'.repeat(n) + '@h:25/', (input) => inspect(input), 20_000)).toBeLessThan(linear)
  })
  it('parses a 10 MB string in time linear in its length', () => {
    const unit = 'http://user@example.com:8080/a/b%20c?q=1#f '
    const make = (n: number) => unit.repeat(n)
    // 2.5 MB against 10 MB.
    expect(ratio(make, (input) => parse(input), Math.ceil(2_500_000 / unit.length))).toBeLessThan(linear)
  })
})
