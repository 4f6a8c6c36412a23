/**
 * Shared measuring helpers for `pnpm bench`: warm up, then time several
 * rounds of each contender over the same inputs with
 * `process.hrtime.bigint()`, interleaving contenders round by round so that
 * GC and frequency drift hit them alike, and report the median rate.
 */
import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

/** The repository root (this file is `bench/harness.ts`). */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** `../shared` next to the repository, or `$URILINT_SHARED`. */
export const sharedDir = path.resolve(root, process.env.URILINT_SHARED ?? '../shared')

/** One thing to time: a function applied to every input. */
export interface Contender<T> {
  name: string
  run: (input: T) => unknown
}

/** The measured rate of one contender. */
export interface Rate {
  name: string
  /** Median inputs per second over the rounds. */
  perSecond: number
  /** Every round's rate, in order. */
  rounds: number[]
}

export interface MeasureOptions {
  /** Time spent running every contender before measuring. Default 400 ms. */
  warmupMs?: number
  /** Number of timed rounds per contender. Default 7. */
  rounds?: number
  /** A round repeats the inputs until at least this long. Default 250 ms. */
  roundMs?: number
}

/**
 * Results land here so V8 cannot prove the work unused and drop it; the
 * count is printed by `consumed()`.
 */
let sink: unknown
let kept = 0

/** Keep `value` alive (cheap: one store and one branch). */
export function consume(value: unknown): void {
  sink = value
  if (value !== undefined && value !== null && value !== false) kept++
}

/** How many results were kept (print it, so the sink is observable). */
export function consumed(): number {
  return kept + (sink === undefined ? 0 : 1)
}

type Loop = (run: (input: unknown) => unknown, inputs: readonly unknown[], consume: (value: unknown) => void) => void

/**
 * A fresh copy of the inner loop for each contender: with one shared loop
 * the `run(...)` call site turns megamorphic and every contender pays for
 * the others (measured: about 1.5x slower rates for all of them).
 */
function makeLoop(): Loop {
  return new Function(
    'run',
    'inputs',
    'consume',
    'let last; let kept = 0; for (let i = 0; i < inputs.length; i++) { last = run(inputs[i]); if (last !== undefined) kept++ } consume(kept); consume(last)'
  ) as Loop
}

const loops = new WeakMap<object, Loop>()

/** Run `contender` over `inputs` until `minNs` have passed; return inputs per second. */
function timeRound<T>(contender: Contender<T>, inputs: readonly T[], minNs: bigint): number {
  let loop = loops.get(contender)
  if (loop === undefined) {
    loop = makeLoop()
    loops.set(contender, loop)
  }
  const run = contender.run as (input: unknown) => unknown
  let count = 0
  const start = process.hrtime.bigint()
  let elapsed: bigint
  do {
    loop(run, inputs, consume)
    count += inputs.length
    elapsed = process.hrtime.bigint() - start
  } while (elapsed < minNs)
  return (count * 1e9) / Number(elapsed)
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * Time every contender over `inputs`: a warm-up, then `rounds` rounds taken
 * in turn (A B C, A B C, ...). Returns the median rate of each.
 */
export function measure<T>(
  contenders: ReadonlyArray<Contender<T>>,
  inputs: readonly T[],
  options: MeasureOptions = {}
): Rate[] {
  const warmupNs = BigInt(Math.round((options.warmupMs ?? 400) * 1e6))
  const roundNs = BigInt(Math.round((options.roundMs ?? 250) * 1e6))
  const rounds = options.rounds ?? 7
  for (const contender of contenders) timeRound(contender, inputs, warmupNs)
  const rates = contenders.map(() => [] as number[])
  for (let round = 0; round < rounds; round++) {
    contenders.forEach((contender, index) => rates[index]!.push(timeRound(contender, inputs, roundNs)))
  }
  return contenders.map((contender, index) => ({
    name: contender.name,
    perSecond: median(rates[index]!),
    rounds: rates[index]!
  }))
}

/** Read a corpus: one item per line, blank lines dropped. */
export function readLines(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line !== '')
}

/** The shared URL corpus when present, else the bundled one. */
export function urlCorpus(): {file: string; urls: string[]} {
  const shared = path.join(sharedDir, 'bench', 'corpus-urls.txt')
  const file = existsSync(shared) ? shared : path.join(root, 'bench', 'corpus', 'urls.txt')
  return {file, urls: readLines(file)}
}

/** `1234567` → `1,234,567`. */
export function formatRate(perSecond: number): string {
  return Math.round(perSecond).toLocaleString('en-US')
}

/** Print rows as a Markdown table (numbers right-aligned). */
export function printTable(
  header: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
  numeric: (column: number) => boolean
): void {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)))
  const line = (cells: readonly string[]): string =>
    '| ' +
    cells
      .map((cell, column) => (numeric(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join(' | ') +
    ' |'
  console.log(line(header))
  console.log(
    '|' +
      widths.map((width, column) => (numeric(column) ? '-'.repeat(width + 1) + ':' : '-'.repeat(width + 2))).join('|') +
      '|'
  )
  for (const row of rows) console.log(line(row))
}
