/**
 * Both CLIs called in this process, through their `main(argv, context)`:
 * the folder, environment and streams are the test's, the exit code is
 * returned. For all that needs no process of its own (exit codes, usage,
 * reports, `--fix`, `--cache`, `--output`, stdin, configuration); signals,
 * pipes, workers and memory are tested on the built bins (test/subprocess.ts).
 */
import {main as uriExtract} from '../packages/extract/src/cli/uri-extract.ts'
import {main as urilint} from '../packages/remark-lint-uri/src/cli/urilint.ts'

/** What a run gave: its exit code and all it wrote. */
export interface CliResult {
  code: number
  stdout: string
  stderr: string
}

/** How a run is called: its folder, its environment over this one (`undefined` removes a variable), its stdin. */
export interface CliOptions {
  cwd: string
  env?: Record<string, string | undefined>
  stdin?: string | Buffer
}

/** A stream that keeps what is written to it. */
function sink(): {write(text: string): boolean; text: string} {
  return {
    text: '',
    write(text: string) {
      this.text += text
      return true
    }
  }
}

/** Stdin holding `input`. */
async function* stdinOf(input: string | Buffer | undefined): AsyncGenerator<Uint8Array> {
  if (input !== undefined && input.length > 0) yield Buffer.from(input)
}

/** Run `urilint args` in this process, with no colour and outside GitHub Actions unless `env` says otherwise. */
export async function runUrilint(args: readonly string[], options: CliOptions): Promise<CliResult> {
  const stdout = sink()
  const stderr = sink()
  const env = {...process.env, GITHUB_ACTIONS: undefined, NO_COLOR: '1', ...options.env}
  const code = await urilint(args, {cwd: options.cwd, env, stdin: stdinOf(options.stdin), stdout, stderr})
  return {code, stdout: stdout.text, stderr: stderr.text}
}

/** Run `uri-extract args` in this process. */
export async function runUriExtract(args: readonly string[], options: CliOptions): Promise<CliResult> {
  const stdout = sink()
  const stderr = sink()
  const code = await uriExtract(args, {
    cwd: options.cwd,
    env: {...process.env, ...options.env},
    stdin: stdinOf(options.stdin),
    stdout,
    stderr
  })
  return {code, stdout: stdout.text, stderr: stderr.text}
}
