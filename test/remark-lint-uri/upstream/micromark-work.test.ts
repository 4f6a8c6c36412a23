/**
 * The Markdown guard (parse/markdown-work.ts, parse/parse-guard.ts) exists
 * because micromark does work quadratic in the size of a paragraph, or in
 * definitions × references, on some inputs. These tests count that work
 * without a clock: the elements `Array.prototype.splice` shifts, and the
 * elements `Array.prototype.includes` scans, while remark-parse parses. Each
 * doubles the input and expects four times the work. When one fails with a
 * ratio of 2, upstream has fixed that case: see docs/upstream.md, and loosen
 * the guard's bound for it.
 */
import remarkParse from 'remark-parse'
import {unified} from 'unified'
import {describe, expect, it} from 'vitest'
import {referencesThenDefinitions} from '../helpers.ts'

const parser = unified().use(remarkParse)

/** The work `method` of arrays does while `run` runs: for each call, the elements from its start (or all) to the end. */
function work(method: 'splice' | 'includes', run: () => void): number {
  const original = Array.prototype[method] as (this: unknown[], ...parameters: unknown[]) => unknown
  let total = 0
  Array.prototype[method] = function (this: unknown[], ...parameters: unknown[]) {
    const start = method === 'splice' ? Number(parameters[0]) : 0
    total += this.length - (start < 0 ? Math.max(this.length + start, 0) : Math.min(start, this.length))
    return original.apply(this, parameters)
  } as never
  try {
    run()
  } finally {
    Array.prototype[method] = original as never
  }
  return total
}

/** The work at 2n over the work at n, rounded: 4 is quadratic, 2 linear. */
function growth(method: 'splice' | 'includes', make: (n: number) => string, n = 500): number {
  const [small, large] = [n, 2 * n].map((size) => work(method, () => parser.parse(make(size))))
  return Math.round(large! / small!)
}

describe('micromark still does quadratic work (the guard is still needed)', () => {
  it('resolveAllAttention (micromark-core-commonmark/lib/attention.js) splices each match in: `*a` × n', () => {
    expect(growth('splice', (n) => '*a'.repeat(n))).toBe(4)
  })

  it('resolveAllText (micromark/lib/initialize/text.js) merges data with a splice per run: `a!b⏎` × n', () => {
    expect(growth('splice', (n) => 'a!b\n'.repeat(n))).toBe(4)
  })

  it('label-end (micromark-core-commonmark/lib/label-end.js) looks each reference up with `defined.includes`', () => {
    expect(growth('includes', referencesThenDefinitions, 200)).toBe(4)
  })

  it('counts linear work as linear (the measure can tell them apart)', () => {
    expect(growth('splice', (n) => 'a '.repeat(n) + '\n\n*b*\n'.repeat(n))).toBe(2)
  })
})
