/**
 * Lint many files on every core: worker processes over batches of files, each
 * file parsed once; small sets stay in this process (a worker costs more to
 * start than a few files cost to lint).
 *
 * Processes rather than threads: a worker needs V8 flags of its own (below),
 * which worker threads cannot have.
 */
import {fork, type ChildProcess} from 'node:child_process'
import {mapLimited} from '@urilint/extract/cli-shared'
import fs from 'node:fs/promises'
import os from 'node:os'
import {fileURLToPath} from 'node:url'
import type {FixOptions} from './fix.js'
import type {ConfigurationChoice} from './lint.js'
import type {LintResult} from './results.js'
import {relativePath} from './relative-path.js'
import type {WorkerReply, WorkerRequest} from './worker.js'

/** Below this many bytes in total, stay in this process: starting a worker costs more than it saves. */
const minBytesForWorkers = 512 * 1024
/**
 * Batches: each is one unified-engine run, which costs a configuration search
 * and a queue that is quadratic in its files, and keeps every file of the
 * batch until it ends (its tree only until its rules ran: lint.ts). So: a few
 * batches per worker (so that the last ones do not leave the others idle), of
 * about equal bytes, each a run of consecutive files, so that results can be
 * reported in order as batches end (`run`: at most `windowPerWorker` batches
 * a worker are linted ahead of the first not yet reported).
 */
const batchesPerJob = 6
/** At least this many bytes a batch (a batch costs a few milliseconds of its own). */
const minBatchBytes = 128 * 1024
/** At most this many files and bytes a batch (the engine's queue is quadratic in files; every file is kept). */
const maxBatchFiles = 256
const maxBatchBytes = 4 * 1024 * 1024
/** What a file costs besides its bytes, in bytes: so that empty files spread too. */
const bytesPerFile = 1024
/**
 * Semi-space of a worker's young generation, in MB (V8's default is 16):
 * parsing Markdown allocates a lot of short-lived objects, and with larger
 * semi-spaces fewer of them are copied. Measured with two workers: young
 * generation 24 MB 15 s, 96 MB (32 MB semi-spaces) 11 s; Node 20's V8 gives
 * no more new space above that. Left at V8's default where memory is short:
 * all workers' young generations (three semi-spaces each) stay under an
 * eighth of the memory (the container's limit when there is one).
 */
const semiSpaceMb = 32
/**
 * When the workers take every core, V8's garbage-collector helper threads
 * only take time from the other workers: then each worker collects on its
 * own thread (measured with two workers on two cores: 6.5% faster).
 */
const singleThreadFlags = ['--single-threaded-gc']
/**
 * Batches a worker may lint ahead of the first batch not yet reported: the
 * bound on the results held for the order (2 × workers batches, each of at
 * most `maxBatchFiles` files and `maxBatchBytes` bytes).
 */
const windowPerWorker = 2
/** Memory to plan for each worker (see `workersForMemory`). */
const memoryPerWorker = 512 * 2 ** 20

/** Options of `run`. */
export interface RunOptions {
  cwd: string
  /** Worker processes to use (default: the number of CPUs); `1` lints in this process. */
  jobs?: number | undefined
  /** Apply fixes (`--fix`). */
  fix?: FixOptions | undefined
  /** `--no-config`, `--rc-path`, `--use`. */
  configuration?: ConfigurationChoice | undefined
}

/** What is done with each result, in the order of the files (awaited before the next). */
export type OnResult = (result: LintResult) => void | Promise<void>

/**
 * Lint `files` (absolute paths), giving each result to `onResult` in the
 * order the files were given, as soon as it and those before it are done.
 */
export async function run(files: readonly string[], options: RunOptions, onResult: OnResult): Promise<void> {
  // No files: unified-engine would read stdin.
  if (files.length === 0) return
  const jobs = Math.max(1, Math.min(options.jobs ?? os.availableParallelism(), files.length))
  // A few at a time: 20,000 files must not hold 20,000 requests at once.
  const sizes = await mapLimited(files, 64, (file) =>
    fs.stat(file).then(
      (stats) => stats.size,
      () => 0
    )
  )
  if (jobs === 1) return lintHere(files, sizes, options, onResult)

  const total = sizes.reduce((sum, size) => sum + size, 0)
  if (total < minBytesForWorkers) return lintHere(files, sizes, options, onResult)

  const count = Math.max(
    Math.min(jobs * batchesPerJob, Math.floor(total / minBatchBytes)),
    Math.ceil(files.length / maxBatchFiles),
    Math.ceil(total / maxBatchBytes),
    1
  )
  const batches = split(files, sizes, count)
  const workerCount = Math.min(jobs, batches.length, workersForMemory())
  const flags = [...inheritedFlags(), ...v8Flags(workerCount)]
  const workers: ChildProcess[] = []
  const order = new InOrder(onResult, workerCount * windowPerWorker)
  let failed = false
  let next = 0

  const signal = stopOnSignal(workers)
  try {
    await Promise.all(
      Array.from({length: workerCount}, async () => {
        const worker = startWorker(options.cwd, flags)
        workers.push(worker)
        try {
          while (!failed && next < batches.length) {
            // Not too far ahead of what is reported: the results held for the order stay bounded.
            if (!order.hasRoomFor(next)) {
              await order.moved()
              continue
            }
            const id = next++
            const results = await ask(worker, {
              id,
              files: batches[id]!,
              fix: options.fix,
              configuration: options.configuration
            })
            await order.done(id, inOrder(batches[id]!, options.cwd, results))
          }
        } catch (error) {
          // Stopped by a signal: this process dies of it once the workers are gone (`stopOnSignal`).
          if (signal.received) await new Promise(() => undefined)
          // One failure fails the run: stop the others rather than lint on (or hang) for nothing.
          failed = true
          order.fail()
          for (const each of workers) each.kill()
          throw error
        } finally {
          stopWorker(worker)
        }
      })
    )
  } finally {
    signal.remove()
  }
}

/**
 * The reorder buffer of `run`: batches' results given to `onResult` in the
 * order of the batches, whichever worker ends first; a batch may start only
 * `window` batches ahead of the first not yet reported.
 */
class InOrder {
  private readonly held = new Map<number, LintResult[]>()
  /** The first batch not yet reported. */
  private reported = 0
  private waiting: Array<() => void> = []
  private reporting: Promise<void> = Promise.resolve()
  private failed = false

  constructor(
    private readonly onResult: OnResult,
    private readonly window: number
  ) {}

  /** Whether batch `id` may start now. */
  hasRoomFor(id: number): boolean {
    return id < this.reported + this.window
  }

  /** Resolves once a batch has been reported, or the run has failed. */
  moved(): Promise<void> {
    return this.failed ? Promise.resolve() : new Promise((resolve) => this.waiting.push(resolve))
  }

  /** Batch `id` is done: report it and every batch after it that is done, in order. */
  done(id: number, results: LintResult[]): Promise<void> {
    this.held.set(id, results)
    this.reporting = this.reporting.then(async () => {
      for (let batch = this.held.get(this.reported); batch !== undefined; batch = this.held.get(this.reported)) {
        this.held.delete(this.reported)
        for (const result of batch) await this.onResult(result)
        this.reported++
        this.wake()
      }
    })
    return this.reporting
  }

  /** The run failed: no batch waits for room any more. */
  fail(): void {
    this.failed = true
    this.wake()
  }

  private wake(): void {
    const waiting = this.waiting
    this.waiting = []
    for (const resolve of waiting) resolve()
  }
}

/**
 * Until the returned function is called: on SIGINT or SIGTERM, end the
 * workers (a worker in the middle of a parse would only see its parent gone
 * once the parse is done), wait until they have exited, and die of the
 * same signal (exit status 130 or 143 in a shell). `--fix` leaves nothing
 * behind: it writes each file in place, at once (written.ts).
 */
function stopOnSignal(workers: readonly ChildProcess[]): {readonly received: boolean; remove(): void} {
  const signals = ['SIGINT', 'SIGTERM'] as const
  let received = false
  const onSignal = (signal: NodeJS.Signals): void => {
    received = true
    remove()
    const exits = workers
      .filter((worker) => worker.exitCode === null && worker.signalCode === null)
      .map((worker) => new Promise((resolve) => worker.once('exit', resolve)))
    for (const worker of workers) worker.kill('SIGKILL')
    // Never wait for ever: a worker that cannot be killed is not a reason to hang.
    void Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, 2000).unref())]).then(() =>
      process.kill(process.pid, signal)
    )
  }
  const remove = (): void => {
    for (const signal of signals) process.off(signal, onSignal)
  }
  for (const signal of signals) process.on(signal, onSignal)
  return {
    get received() {
      return received
    },
    remove
  }
}

/**
 * Lint in this process, in batches as the workers do (one unified-engine run
 * for thousands of files would cost time quadratic in them, and hold all);
 * imported on demand, as with workers this process only waits (saves a
 * quarter second of startup).
 */
async function lintHere(
  files: readonly string[],
  sizes: readonly number[],
  options: RunOptions,
  onResult: OnResult
): Promise<void> {
  const {lintFiles} = await import('./lint.js')
  let start = 0
  while (start < files.length) {
    let end = start
    let bytes = 0
    while (end < files.length && end - start < maxBatchFiles && (end === start || bytes + sizes[end]! <= maxBatchBytes))
      bytes += sizes[end++]!
    const batch = files.slice(start, end)
    for (const result of inOrder(batch, options.cwd, await lintFiles(batch, options))) await onResult(result)
    start = end
  }
}

/** A batch's results in the order its files were given in (unified-engine finishes them in any order). */
function inOrder(files: readonly string[], cwd: string, results: readonly LintResult[]): LintResult[] {
  const byPath = new Map(results.map((result) => [result.path, result]))
  const ordered: LintResult[] = []
  for (const file of files) {
    const result = byPath.get(relativePath(cwd, file))
    if (result !== undefined) ordered.push(result)
  }
  return ordered
}

/**
 * Split `files` into about `count` batches of consecutive files, of about
 * equal weight (bytes, plus `bytesPerFile` a file, so that empty files spread
 * too), none of more than `maxBatchFiles` files or `maxBatchBytes` bytes (but
 * for a file larger than that, alone).
 */
export function split(files: readonly string[], sizes: readonly number[], count: number): string[][] {
  let total = 0
  for (let index = 0; index < files.length; index++) total += (sizes[index] ?? 0) + bytesPerFile
  const target = total / Math.max(1, count)
  const batches: string[][] = []
  let batch: string[] = []
  let weight = 0
  let bytes = 0
  for (let index = 0; index < files.length; index++) {
    const size = sizes[index] ?? 0
    if (batch.length > 0 && (batch.length >= maxBatchFiles || bytes + size > maxBatchBytes)) {
      batches.push(batch)
      batch = []
      weight = 0
      bytes = 0
    }
    batch.push(files[index]!)
    weight += size + bytesPerFile
    bytes += size
    // Full once it weighs its share; the last takes what is left.
    if (weight >= target && batches.length < count - 1) {
      batches.push(batch)
      batch = []
      weight = 0
      bytes = 0
    }
  }
  if (batch.length > 0) batches.push(batch)
  return batches
}

/** The memory to plan with: the container's limit when there is one. */
function memory(): number {
  const constrained = process.constrainedMemory?.() ?? 0
  return constrained > 0 ? Math.min(constrained, os.totalmem()) : os.totalmem()
}

/** At most one worker per `memoryPerWorker` (a worker linting this corpus peaks at about 250 MB). */
function workersForMemory(): number {
  return Math.max(1, Math.floor(memory() / memoryPerWorker))
}

/** The V8 flags of each of `workers` workers: one GC thread when they take every core, a larger young generation where memory allows. */
function v8Flags(workers: number): string[] {
  const flags = workers >= os.availableParallelism() ? [...singleThreadFlags] : []
  if (memory() / 8 >= workers * 3 * semiSpaceMb * 2 ** 20) flags.push(`--max-semi-space-size=${semiSpaceMb}`)
  return flags
}

function startWorker(cwd: string, execArgv: string[]): ChildProcess {
  return fork(fileURLToPath(workerEntry), [cwd], {
    execArgv,
    serialization: 'advanced',
    // Its output is not the report; a crash is reported through `ask`.
    stdio: ['ignore', 'ignore', 'ignore', 'ipc']
  })
}

/** The worker's module: the built one next to this (workers run from dist/ only; the tests start the built bin for them). */
const workerEntry = new URL('./worker.js', import.meta.url)

/**
 * Node flags a worker takes from this process: loaders, conditions, memory;
 * `true` for those whose value may be the next argument.
 */
const inheritable: ReadonlyMap<string, boolean> = new Map([
  ['--import', true],
  ['--require', true],
  ['-r', true],
  ['--loader', true],
  ['--experimental-loader', true],
  ['--conditions', true],
  ['-C', true],
  ['--env-file', true],
  ['--max-old-space-size', false],
  ['--stack-size', false],
  ['--enable-source-maps', false],
  ['--no-warnings', false],
  ['--no-deprecation', false]
])

/** The flags of `execArgv` (a Node process's) that a worker takes on, each with its value. */
export function passedOn(execArgv: readonly string[]): string[] {
  const flags: string[] = []
  for (let index = 0; index < execArgv.length; index++) {
    const flag = execArgv[index]!
    const takesValue = inheritable.get(flag.split('=', 1)[0]!)
    if (takesValue === undefined) continue
    flags.push(flag)
    if (takesValue && !flag.includes('=') && index + 1 < execArgv.length) flags.push(execArgv[++index]!)
  }
  return flags
}

/**
 * The flags of this process a worker needs: a user's `--max-old-space-size`,
 * a loader. Nothing else: not `-e` (the worker would run that code instead
 * of its own, and fork again), not a debugger's port.
 */
function inheritedFlags(): string[] {
  return passedOn(process.execArgv)
}

function stopWorker(worker: ChildProcess): void {
  // Without its channel the worker exits (worker.ts), even with a plugin's timer still open.
  if (worker.connected) worker.disconnect()
}

function ask(worker: ChildProcess, request: WorkerRequest): Promise<LintResult[]> {
  return new Promise((resolve, reject) => {
    const onMessage = (reply: WorkerReply) => {
      if (reply.id !== undefined && reply.id !== request.id) return
      cleanup()
      if (reply.results) resolve(reply.results)
      else reject(new Error(reply.error ?? 'Worker failed'))
    }
    const onError = (error: Error) => {
      cleanup()
      reject(error)
    }
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      cleanup()
      reject(new Error(`Worker stopped (${signal ?? `exit code ${code}`}) before it finished its files`))
    }
    const cleanup = () => {
      worker.off('message', onMessage)
      worker.off('error', onError)
      worker.off('exit', onExit)
    }
    worker.on('message', onMessage)
    worker.on('error', onError)
    worker.on('exit', onExit)
    worker.send(request)
  })
}
