/**
 * The one linear-time harness of the test suite: the time for an input of
 * size 4n over the time for size n. Linear work gives about 4, quadratic 16.
 * Ratios between two sizes, never absolute times, so a slow or busy machine
 * passes too (the `timing` project runs beside a full test run in CI's
 * proof): each timing repeats the work until it takes at least 25 ms; the
 * rounds of the two sizes are interleaved (small, large, large, small, ...)
 * so that a burst of other load falls on both; the fastest of 5 rounds of
 * each counts, 3 where one run of size n takes 40 ms or more and 2 where it
 * takes 200 ms or more (other load only ever adds time; a long run is its
 * own average over many operations); and a ratio over the bound is measured again, after
 * a pause, up to 6 attempts, before it fails.
 */
import {performance} from 'node:perf_hooks'
import {setTimeout as sleep} from 'node:timers/promises'

/** A ratio under this passes: well above linear (4), well below quadratic (16). */
export const linearBound = 8

const roundMs = 25
const rounds = 5
/** A size n that takes this long (ms) once… */
const longRoundMs = 40
/** …is measured in this many rounds. */
const longRounds = 3
/** A size n that takes this long (ms) once… */
const veryLongRoundMs = 200
/** …is measured in this many rounds: most of the timing project's time went to its few slowest inputs. */
const veryLongRounds = 2
const attempts = 6
/** Between attempts: lets a burst of other load pass. */
const pauseMs = 250

/** Time of `times` calls of `work(input)`, in milliseconds (awaited only when it returns a promise). */
async function time<T>(work: (input: T) => unknown, input: T, times: number): Promise<number> {
  const start = performance.now()
  for (let index = 0; index < times; index++) {
    const result = work(input)
    if (result instanceof Promise) await result
  }
  return performance.now() - start
}

/** One measurement of time(4n) / time(n): the fastest of interleaved rounds of each. */
async function ratio<T>(make: (n: number) => T, work: (input: T) => unknown, n: number): Promise<number> {
  const small = make(n)
  const large = make(4 * n)
  await time(work, large, 1) // warm up
  const once = Math.max(await time(work, small, 1), await time(work, small, 1), 0.001)
  const times = Math.max(1, Math.ceil(roundMs / once))
  // A long input is its own average over many operations: fewer rounds find its fastest as well.
  const roundsHere = once >= veryLongRoundMs ? veryLongRounds : once >= longRoundMs ? longRounds : rounds
  let bestSmall = Number.POSITIVE_INFINITY
  let bestLarge = Number.POSITIVE_INFINITY
  for (let round = 0; round < roundsHere; round++) {
    // Alternate which size goes first, so that neither always follows the other's garbage.
    if (round % 2 === 0) {
      bestSmall = Math.min(bestSmall, await time(work, small, times))
      bestLarge = Math.min(bestLarge, await time(work, large, times))
    } else {
      bestLarge = Math.min(bestLarge, await time(work, large, times))
      bestSmall = Math.min(bestSmall, await time(work, small, times))
    }
  }
  return bestLarge / bestSmall
}

/**
 * time(4n) / time(n) for the input `make(n)`: the lowest of up to six
 * measurements, stopping at the first under `linearBound`.
 */
export async function linearRatio<T>(make: (n: number) => T, work: (input: T) => unknown, n: number): Promise<number> {
  let best = Number.POSITIVE_INFINITY
  for (let attempt = 0; attempt < attempts && best >= linearBound; attempt++) {
    if (attempt > 0) await sleep(pauseMs)
    best = Math.min(best, await ratio(make, work, n))
  }
  return best
}
