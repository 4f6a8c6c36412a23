/**
 * The extractor's linear time on pathological input (the shared harness,
 * test/linear.ts): the time for 10^5 repeats over the time for 2.5·10^4
 * stays near 4 (a quadratic scan gives 16). Core validation is switched
 * off: its cost per URI is bounded, and millions of diagnostics arrays
 * would time the garbage collector rather than the scanner. The units are
 * in four files (`pathological*.timing.test.ts`), one to three minutes each,
 * so that the timing project's two workers share them.
 */
import {extract, type ExtractOptions} from '@urilint/extract'
import {expect, it} from 'vitest'
import {linearBound, linearRatio} from '../linear.ts'

export const repeats = 25_000

/** A test's name, the unit repeated, and the options. */
export type Unit = [string, string, ExtractOptions]

/** time(4n) / time(n) of `extract` on `unit` repeated n times (n = `size`, 2.5·10^4 unless a unit is dear). */
export function ratio(unit: string, options: ExtractOptions, size = repeats): Promise<number> {
  const settings = {...options, diagnostics: false}
  return linearRatio(
    (n) => unit.repeat(n),
    (text) => extract(text, settings),
    size
  )
}

/** One test for each unit: linear in its repeats. */
export function eachLinear(units: readonly Unit[]): void {
  for (const [name, unit, options] of units) {
    it(name, async () => {
      expect(await ratio(unit, options)).toBeLessThan(linearBound)
    })
  }
}
