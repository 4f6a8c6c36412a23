/**
 * Lint many files on every core: worker threads over batches of files, each
 * file parsed once; small sets stay in this thread (a worker costs more to
 * start than a few files cost to lint).
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {Worker} from 'node:worker_threads'
import type {LintResult} from './lint.ts'
import type {WorkerRequest} from './worker.ts'

/** Below this many bytes in total, stay in one thread: starting a worker (and, from source, tsx in it) costs more than it saves. */
const minBytesForWorkers = 512 * 1024
/**
 * Batches: each is one unified-engine run, which costs a configuration search
 * and a queue that is quadratic in its files, so a few large batches per
 * worker (measured: 256 files lint 10% faster than 64) but at least four per
 * worker, so that the last one does not leave the others idle.
 */
const batchesPerJob = 4
const minBatchBytes = 64 * 1024
const maxBatchBytes = 2 * 1024 * 1024
const maxBatchFiles = 256
/**
 * Young generation of a worker, in MB (V8's default is 16 MB semi-spaces):
 * parsing Markdown allocates a lot of short-lived objects, and with larger
 * semi-spaces fewer of them are copied; measured 10-15% faster at 96.
 */
const youngGenerationMb = 96

/** Options of `run`. */
export interface RunOptions {
  cwd: string
  /** Threads to use (default: the number of CPUs); `1` lints in this thread. */
  jobs?: number | undefined
}

/** Lint `files` (absolute paths); results come back in the order given. */
export async function run(files: readonly string[], options: RunOptions): Promise<LintResult[]> {
  // No files: unified-engine would read stdin.
  if (files.length === 0) return []
  const jobs = Math.max(1, Math.min(options.jobs ?? os.availableParallelism(), files.length))
  if (jobs === 1) return inOrder(files, options.cwd, await lintHere(files, options.cwd))

  const sizes = await Promise.all(files.map((file) => fs.stat(file).then((stats) => stats.size, () => 0)))
  const total = sizes.reduce((sum, size) => sum + size, 0)
  if (total < minBytesForWorkers) return inOrder(files, options.cwd, await lintHere(files, options.cwd))

  // Largest files first, so that no worker is left with a big one at the end.
  const order = files.map((file, index) => ({file, index, size: sizes[index]!})).sort((a, b) => b.size - a.size)
  const batchBytes = Math.min(maxBatchBytes, Math.max(minBatchBytes, Math.ceil(total / (jobs * batchesPerJob))))
  const batches: string[][] = []
  let batch: string[] = []
  let bytes = 0
  for (const entry of order) {
    batch.push(entry.file)
    bytes += entry.size
    if (bytes >= batchBytes || batch.length >= maxBatchFiles) {
      batches.push(batch)
      batch = []
      bytes = 0
    }
  }
  if (batch.length > 0) batches.push(batch)

  const results: LintResult[] = []
  let next = 0

  await Promise.all(
    Array.from({length: Math.min(jobs, batches.length)}, async () => {
      const worker = createWorker(options.cwd)
      try {
        while (next < batches.length) {
          const id = next++
          const request: WorkerRequest = {id, files: batches[id]!}
          results.push(...(await ask(worker, request)))
        }
      } finally {
        await worker.terminate()
      }
    })
  )

  return inOrder(files, options.cwd, results)
}

/** Lint in this thread; imported on demand, as with workers this thread only waits (saves a quarter second of startup). */
async function lintHere(files: readonly string[], cwd: string): Promise<LintResult[]> {
  const {lintFiles} = await import('./lint.ts')
  return lintFiles(files, {cwd})
}

/** Results in the order the files were given in (unified-engine and workers finish in any order). */
function inOrder(files: readonly string[], cwd: string, results: readonly LintResult[]): LintResult[] {
  const byPath = new Map(results.map((result) => [result.path, result]))
  const ordered: LintResult[] = []
  for (const file of files) {
    const result = byPath.get(path.relative(cwd, path.resolve(cwd, file)).split(path.sep).join('/'))
    if (result !== undefined) ordered.push(result)
  }
  return ordered
}

const resourceLimits = {maxYoungGenerationSizeMb: youngGenerationMb}

function createWorker(cwd: string): Worker {
  if (import.meta.url.endsWith('.ts')) {
    // From source (`tsx --conditions=source`): a worker does not inherit
    // tsx's loader, so register it before loading the entry.
    const api = import.meta.resolve('tsx/esm/api')
    const entry = new URL('./worker.ts', import.meta.url).href
    const code = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}) })`
    return new Worker(code, {eval: true, workerData: {cwd}, resourceLimits})
  }
  return new Worker(new URL('./worker.js', import.meta.url), {workerData: {cwd}, resourceLimits})
}

function ask(worker: Worker, request: WorkerRequest): Promise<LintResult[]> {
  return new Promise((resolve, reject) => {
    const onMessage = (reply: {id: number; results?: LintResult[]; error?: string}) => {
      if (reply.id !== request.id) return
      cleanup()
      if (reply.results) resolve(reply.results)
      else reject(new Error(reply.error ?? 'Worker failed'))
    }
    const onError = (error: Error) => {
      cleanup()
      reject(error)
    }
    const cleanup = () => {
      worker.off('message', onMessage)
      worker.off('error', onError)
    }
    worker.on('message', onMessage)
    worker.on('error', onError)
    worker.postMessage(request)
  })
}
