/**
 * Worker process of the CLI (forked by run.ts, `cwd` as its argument): lints
 * the batches of files the parent sends and sends back plain results.
 */
import type {FixOptions} from './fix.js'
import {lintFiles, type ConfigurationChoice} from './lint.js'
import type {LintResult} from './results.js'

/** A batch to lint. */
export interface WorkerRequest {
  id: number
  files: string[]
  /** Apply fixes (`--fix`). */
  fix?: FixOptions | undefined
  configuration?: ConfigurationChoice | undefined
}

/** The results of a batch, or why there are none (without `id`: whatever batch is being waited for). */
export interface WorkerReply {
  id?: number
  results?: LintResult[]
  error?: string
}

const cwd = process.argv[2] ?? process.cwd()
process.on('message', (request: WorkerRequest) => {
  lintFiles(request.files, {cwd, fix: request.fix, configuration: request.configuration}).then(
    (results) => reply({id: request.id, results}),
    (error: unknown) => reply({id: request.id, error: errorMessage(error)})
  )
})

// An error no promise catches (a plugin's timer), in a batch or between two:
// it fails whatever batch the CLI waits for. Say what it was, then stop.
process.on('uncaughtException', (error) => {
  if (process.send === undefined) process.exit(1)
  process.send({error: errorMessage(error)} satisfies WorkerReply, () => process.exit(1))
})

// The CLI is done with this worker, or has died: stop, whatever a plugin left running.
process.on('disconnect', () => process.exit(0))
// Or it died while this worker was starting, before the handler above could hear it (such workers slept for ever).
if (!process.connected) process.exit(0)

function reply(message: WorkerReply): void {
  process.send?.(message)
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
