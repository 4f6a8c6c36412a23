/**
 * Linear time on pathological input: the time for 2n repeats over the time
 * for n repeats (medians of several runs) stays well under the 4 a quadratic
 * scan would give. Ratios, not absolute times, so slow machines pass too.
 */
import {performance} from 'node:perf_hooks'
import {extract, type ExtractOptions} from '@urilint/extract'
import {describe, expect, it} from 'vitest'

const repeats = 100_000

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/** Median over 5 runs of the time of `loops` calls. */
function time(text: string, options: ExtractOptions, loops: number): number {
  const runs: number[] = []
  for (let run = 0; run < 5; run++) {
    const start = performance.now()
    for (let loop = 0; loop < loops; loop++) extract(text, options)
    runs.push(performance.now() - start)
  }

  return median(runs)
}

/**
 * time(2n) / time(n) for `unit` repeated. Core validation is switched off:
 * its cost per URI is bounded, and millions of diagnostics arrays would time
 * the garbage collector rather than the scanner. Fast inputs run in a loop so
 * that each run takes at least 40 ms and timer noise does not count.
 */
function ratio(unit: string, options: ExtractOptions = {}): number {
  const settings = {...options, diagnostics: false}
  const small = unit.repeat(repeats)
  const start = performance.now()
  extract(small, settings) // warm up, and measure
  const loops = Math.max(1, Math.ceil(40 / Math.max(performance.now() - start, 0.01)))
  return time(unit.repeat(repeats * 2), settings, loops) / time(small, settings, loops)
}

/**
 * A quadratic scan gives about 4 every time; other test files running in
 * parallel can slow one measurement down, so the best of three attempts counts.
 */
function bestRatio(unit: string, options: ExtractOptions): number {
  let best = Number.POSITIVE_INFINITY
  for (let attempt = 0; attempt < 3 && best >= 3; attempt++) best = Math.min(best, ratio(unit, options))
  return best
}

const units: [string, string, ExtractOptions][] = [
  ['`<`', '<', {}],
  ['`(`', '(', {}],
  ['`"`', '"', {}],
  ['`http://`', 'http://', {}],
  ['`-\\n`', '-\n', {}],
  ['`<a` (unclosed brackets)', '<a', {}],
  ['`"a ` (unclosed quotes)', '"a ', {}],
  ['`<http://x/⏎` (each reaches a line break)', '<http://x/\n', {}],
  ['`> <a/-⏎` (quoted, hyphen)', '> <a/-\n', {}],
  ['`http://x/(` (unbalanced parens)', 'http://x/(', {}],
  ['`a.b@` (e-mail)', 'a.b@', {email: true}],
  ['`www.` (Appendix F)', 'www.', {www: true}],
  ['`www.x_` (failed `www.` hosts)', 'www.x_', {www: true}],
  ['`www.äwww.ä` (hosts failing at the end)', 'www.ä', {www: true}],
  ['`a:` (scheme-like)', 'a:', {}]
]

describe('linear time on pathological input (10^5 and 2·10^5 repeats)', () => {
  for (const [name, unit, options] of units) {
    it(name, () => {
      expect(bestRatio(unit, options)).toBeLessThan(3)
    })
  }

  it('one line of 2·10^5 characters with no line break', () => {
    expect(bestRatio('http://x.example/a ', {})).toBeLessThan(3)
  })
})
