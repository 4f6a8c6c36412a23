/**
 * Worker process of the CLI (forked by run.ts, `cwd` as its argument): lints
 * the batches of files the parent sends and sends back plain results.
 */
import {lintFiles, type LintResult} from './lint.ts'

/** A batch to lint. */
export interface WorkerRequest {
  id: number
  files: string[]
}

/** The results of a batch, or why there are none. */
export interface WorkerReply {
  id: number
  results?: LintResult[]
  error?: string
}

const cwd = process.argv[2] ?? process.cwd()

process.on('message', (request: WorkerRequest) => {
  lintFiles(request.files, {cwd}).then(
    (results) => reply({id: request.id, results}),
    (error: unknown) => reply({id: request.id, error: error instanceof Error ? error.message : String(error)})
  )
})

function reply(message: WorkerReply): void {
  process.send?.(message)
}
