/** One way for the packaging and CI tests to run a program in a project folder. */
import {execFile} from 'node:child_process'

export interface Executed {
  /** The exit code; null when a signal ended the program. */
  code: number | null
  stdout: string
  stderr: string
}

/** Run `file` with `args` in `cwd` under `env`: its exit code and output. Never rejects. */
export function execute(
  file: string,
  args: readonly string[],
  cwd: string,
  env: Record<string, string | undefined>
): Promise<Executed> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      {cwd, env: env as NodeJS.ProcessEnv, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024},
      (error, stdout, stderr) => {
        resolve({code: error === null ? 0 : typeof error.code === 'number' ? error.code : null, stdout, stderr})
      }
    )
  })
}
