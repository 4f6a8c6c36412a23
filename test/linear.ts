/**
 * The one linear-time harness of the test suite: the time for an input of
 * size 4n over the time for size n. Linear work gives about 4, quadratic 16.
 * Ratios between two sizes, never absolute times, so a slow or busy machine
 * passes too: each timing repeats the work until it takes at least 20 ms,
 * the fastest of 5 rounds counts (other load only ever adds time), and a
 * ratio over the bound is measured again, up to 3 attempts, before it fails.
 */
import {performance} from 'node:perf_hooks'

/** A ratio under this passes: well above linear (4), well below quadratic (16). */
export const linearBound = 8

const roundMs = 20
const rounds = 5
const attempts = 3

/** Time of `times` calls of `work(input)`, in milliseconds (awaited only when it returns a promise). */
async function time<T>(work: (input: T) => unknown, input: T, times: number): Promise<number> {
  const start = performance.now()
  for (let index = 0; index < times; index++) {
    const result = work(input)
    if (result instanceof Promise) await result
  }
  return performance.now() - start
}

async function fastest<T>(work: (input: T) => unknown, input: T, times: number): Promise<number> {
  let best = Number.POSITIVE_INFINITY
  for (let round = 0; round < rounds; round++) best = Math.min(best, await time(work, input, times))
  return best
}

/** One measurement of time(4n) / time(n). */
async function ratio<T>(make: (n: number) => T, work: (input: T) => unknown, n: number): Promise<number> {
  const small = make(n)
  const large = make(4 * n)
  await time(work, large, 1) // warm up
  const once = Math.max(await time(work, small, 1), await time(work, small, 1), 0.001)
  const times = Math.max(1, Math.ceil(roundMs / once))
  return (await fastest(work, large, times)) / (await fastest(work, small, times))
}

/**
 * time(4n) / time(n) for the input `make(n)`: the lowest of up to three
 * measurements, stopping at the first under `linearBound`.
 */
export async function linearRatio<T>(make: (n: number) => T, work: (input: T) => unknown, n: number): Promise<number> {
  let best = Number.POSITIVE_INFINITY
  for (let attempt = 0; attempt < attempts && best >= linearBound; attempt++) best = Math.min(best, await ratio(make, work, n))
  return best
}
