/**
 * The built bins run as users run them, for the tests of the `process`
 * project (whose global setup, test/build.ts, builds once): started through
 * `sh` (then `exec`, so that signals reach the bin itself), with what it
 * printed once it has ended, and its peak memory when asked. What needs no
 * process of its own calls the CLIs' `main` instead (test/cli.ts).
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

export const root = fileURLToPath(new URL('../', import.meta.url))

/** The bins, as installed: each runs the build in its package's dist/. */
export const bins = {
  urilint: path.join(root, 'packages/remark-lint-uri/bin/urilint.js'),
  'uri-extract': path.join(root, 'packages/extract/bin/uri-extract.js'),
  'urilint-language-server': path.join(root, 'packages/remark-lint-uri/bin/urilint-language-server.js')
} as const

/** The name of a bin. */
export type BinName = keyof typeof bins
/**
 * An `--import` that prints the process's peak RSS (all threads) on stderr at
 * exit: read it with `peakOf`. Written to fd 2 until all of it is written:
 * stderr is a non-blocking socket here, and at exit `process.stderr.write`
 * queues what a full socket refuses, and the queue is lost (CI, under load,
 * after 8 MB of report).
 */
export const peakRssImport =
  'data:text/javascript,import{writeSync}from"node:fs";' +
  'process.on("exit",()=>{const b=Buffer.from("maxrss:"+process.resourceUsage().maxRSS+"\\n");' +
  'for(let o=0;o<b.length;)try{o+=writeSync(2,b,o)}catch(e){if(e.code!=="EAGAIN")throw e}})'

/** Linux only: FIFOs, /dev/zero, /dev/full, /proc. */
export const linux = process.platform === 'linux'
/** Root reads a file of mode 000: then the CLI runs without the capabilities that allow it (setpriv, util-linux). */
export const runsAsRoot = process.getuid?.() === 0
/** Whether a file of mode 000 can be made unreadable to the CLI: not root, or root with setpriv. */
export const canMakeUnreadable = !runsAsRoot || spawnSync('setpriv', ['--version']).status === 0
/** The prefix that runs a command without root's power to read any file. */
export const asUser: readonly string[] = runsAsRoot ? ['setpriv', '--bounding-set=-dac_override,-dac_read_search'] : []

export interface Ran {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

export interface StartOptions {
  cwd: string
  /** Shell run first (`ulimit`, then `exec "$@"` with what it appends, such as a name that is not UTF-8, which Node.js cannot pass as an argument). */
  script?: string
  /** A command the CLI runs under (`asUser`). */
  prefix?: readonly string[]
  stdio?: Array<'pipe' | 'ignore' | number>
  /** More `--import`s (`peakRssImport`). */
  imports?: readonly string[]
  /** Set over the environment (`undefined` removes a variable). */
  env?: Record<string, string | undefined>
}

/** Start the built bin `name` with `args`, through `sh`. */
export function startBin(name: BinName, args: readonly string[], options: StartOptions): ChildProcess {
  return startNode(bins[name], args, options)
}

/** Start `node script` with `args`, through `sh`. */
export function startNode(script: string, args: readonly string[], options: StartOptions): ChildProcess {
  const imports = (options.imports ?? []).flatMap((specifier) => ['--import', specifier])
  const command = [...(options.prefix ?? []), process.execPath, ...imports, script, ...args]
  return spawn('sh', ['-c', (options.script ?? '') + 'exec "$@"', 'sh', ...command], {
    cwd: options.cwd,
    stdio: options.stdio ?? ['ignore', 'pipe', 'pipe'],
    env: {...process.env, NODE_NO_WARNINGS: '1', ...options.env}
  })
}

/** The built bin `name`, run with `args` and `input` on stdin, once it has ended. */
export function runBin(
  name: BinName,
  args: readonly string[],
  options: StartOptions & {input?: string | Buffer}
): Promise<Ran> {
  const child = startBin(name, args, {...options, stdio: ['pipe', 'pipe', 'pipe']})
  const result = ended(child)
  child.stdin?.on('error', () => undefined).end(options.input ?? '')
  return result
}

/** What a started process gives, once it has ended. */
export function ended(child: ChildProcess): Promise<Ran> {
  let stdout = ''
  let stderr = ''
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code, signal) => resolve({code, signal, stdout, stderr}))
  })
}

/** The peak RSS a run reported (kB, `peakRssImport`), and its stderr without that line. */
export function peakOf(stderr: string): {peakKb: number; stderr: string} {
  const reported = /maxrss:(\d+)\n/.exec(stderr)
  return {peakKb: reported ? Number(reported[1]) : Number.NaN, stderr: stderr.replace(/maxrss:\d+\n/, '')}
}

/** A text as UTF-16 with its byte-order mark, little- or big-endian. */
export function utf16(text: string, encoding: 'le' | 'be'): Buffer {
  const le = Buffer.from('\uFEFF' + text, 'utf16le')
  return encoding === 'le' ? le : le.swap16()
}
