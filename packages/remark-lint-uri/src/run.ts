/**
 * Lint many files on every core: worker threads over batches of files, each
 * file parsed once; small sets stay in this thread (a worker costs more to
 * start than a few files cost to lint).
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {Worker} from 'node:worker_threads'
import {lintFiles, type LintResult} from './lint.ts'
import type {WorkerRequest} from './worker.ts'

/** Below this many bytes in total, one thread is as fast: starting a worker costs about what linting this much does. */
const minBytesForWorkers = 512 * 1024
/** Target bytes per batch: small enough to balance the load, large enough to amortise a message. */
const batchBytes = 256 * 1024
const maxBatchFiles = 64

/** Options of `run`. */
export interface RunOptions {
  cwd: string
  /** Threads to use (default: the number of CPUs); `1` lints in this thread. */
  jobs?: number | undefined
}

/** Lint `files` (absolute paths); results come back in the order given. */
export async function run(files: readonly string[], options: RunOptions): Promise<LintResult[]> {
  const jobs = Math.max(1, Math.min(options.jobs ?? os.availableParallelism(), files.length))
  if (jobs === 1) return lintFiles(files, {cwd: options.cwd})

  const sizes = await Promise.all(files.map((file) => fs.stat(file).then((stats) => stats.size, () => 0)))
  const total = sizes.reduce((sum, size) => sum + size, 0)
  if (total < minBytesForWorkers) return lintFiles(files, {cwd: options.cwd})

  // Largest files first, so that no worker is left with a big one at the end.
  const order = files.map((file, index) => ({file, index, size: sizes[index]!})).sort((a, b) => b.size - a.size)
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

  const byPath = new Map<string, LintResult>()
  const workerUrl = new URL(import.meta.url.endsWith('.ts') ? './worker.ts' : './worker.js', import.meta.url)
  let next = 0

  await Promise.all(
    Array.from({length: Math.min(jobs, batches.length)}, async () => {
      const worker = new Worker(workerUrl, {workerData: {cwd: options.cwd}})
      try {
        while (next < batches.length) {
          const id = next++
          const request: WorkerRequest = {id, files: batches[id]!}
          const results = await ask(worker, request)
          for (const result of results) byPath.set(result.path, result)
        }
      } finally {
        await worker.terminate()
      }
    })
  )

  // Same order as in one thread: the order the files were given in.
  const ordered = files.map((file) => path.relative(options.cwd, path.resolve(options.cwd, file)).split(path.sep).join('/'))
  return ordered.map((relative) => byPath.get(relative)).filter((result): result is LintResult => result !== undefined)
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
