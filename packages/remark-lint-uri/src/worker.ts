/**
 * Worker thread of the CLI: lints the batches of files the main thread sends
 * and posts back plain results.
 */
import {parentPort, workerData} from 'node:worker_threads'
import {lintFiles} from './lint.ts'

/** A batch to lint. */
export interface WorkerRequest {
  id: number
  files: string[]
}

const {cwd} = workerData as {cwd: string}

parentPort?.on('message', (request: WorkerRequest) => {
  lintFiles(request.files, {cwd}).then(
    (results) => parentPort?.postMessage({id: request.id, results}),
    (error: unknown) => parentPort?.postMessage({id: request.id, error: error instanceof Error ? error.message : String(error)})
  )
})
