/**
 * `urilint` on hostile inputs, the built bin spawned as users run it
 * (through `sh`, then `exec`, so that signals reach the CLI itself): each input
 * that cannot be linted is one message of the report, its name escaped, the
 * others still linted, exit 2; never a hang (a FIFO nobody writes to), never
 * unbounded memory (`/dev/zero`, an endless FIFO), never a stack trace;
 * 20,000 files in one run with few descriptors; closed and full outputs;
 * SIGINT and SIGTERM while worker processes lint, none left behind.
 * The fault table of this sweep: the CHANGELOG's "Hostile inputs to the CLIs".
 */
import {spawn, spawnSync} from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {
  asUser,
  canMakeUnreadable,
  ended,
  linux,
  startBin,
  utf16,
  type Ran,
  type StartOptions
} from '../../subprocess.ts'
import {temporaryFolder} from '../helpers.ts'

let folder = ''

/** `urilint` in `folder`, outside GitHub Actions (its default report there is another), without colour. */
const start = (args: readonly string[], options: Omit<StartOptions, 'cwd'> = {}) =>
  startBin('urilint', args, {...options, cwd: folder, env: {GITHUB_ACTIONS: undefined, NO_COLOR: '1'}})

const write = (name: string, data: string | Uint8Array) => {
  fs.mkdirSync(path.dirname(path.join(folder, name)), {recursive: true})
  fs.writeFileSync(path.join(folder, name), data)
}
const warning = '<gopher://relay.example.com:25/>\n'
/** The 20,000 files of one run: in a folder and named, each 95% binary (refused before any parse) and 5% Markdown with a warning. */
const kinds = (prefix: string) =>
  Array.from(
    {length: 10_000},
    (_, index) =>
      `${prefix}/${index % 20 === 0 ? 'm' : 'b'}${String(index).padStart(5, '0')}.${index % 20 === 0 ? 'md' : 'txt'}`
  )
const walked = kinds('walked')
const named = kinds('named')

beforeAll(async () => {
  folder = await temporaryFolder()
  write('ok.md', '# OK\n\nSee <https://example.com/>.\n')
  spawnSync('mkfifo', ['fifo.md', 'fed.md', 'endless.md', 'report.fifo'], {cwd: folder})
  write('fifo-config/doc.md', warning)
  write('fifo-ignore/doc.md', warning)
  spawnSync('mkfifo', ['fifo-config/.remarkrc.json', 'fifo-ignore/.gitignore'], {cwd: folder})
  fs.symlinkSync('loop-b.md', path.join(folder, 'loop-a.md'))
  fs.symlinkSync('loop-a.md', path.join(folder, 'loop-b.md'))
  fs.symlinkSync('nowhere.md', path.join(folder, 'dangling.md'))
  write('folder.md/inner.md', warning)
  write('locked.md', warning)
  write('locked-folder/a.md', warning)
  spawnSync('chmod', ['000', 'locked.md', 'locked-folder'], {cwd: folder})
  write('invalid.md', Buffer.from('bad \xff\xfe\xc3 bytes, then ' + warning, 'latin1'))
  write('utf16le.md', utf16('See ' + warning, 'le'))
  write('utf16be.md', utf16('See ' + warning, 'be'))
  write('nul.md', 'https://nul.example/\u0000\n')
  write('bin\n\tname.md', 'https://name.example/\u0000\n')
  fs.writeFileSync(Buffer.concat([Buffer.from(folder + '/'), Buffer.from('caf\xe9.md', 'latin1')]), warning)
  // 17 MiB, sparse: refused by its size, unread.
  fs.closeSync(fs.openSync(path.join(folder, 'big.md'), 'w'))
  fs.truncateSync(path.join(folder, 'big.md'), 17 * 2 ** 20)
  for (const name of [...walked, ...named]) write(name, name.endsWith('.md') ? warning : 'https://b.example/\u0000\n')
  // 1 MiB of Markdown in two files: linted by worker processes, a few seconds each.
  const paragraph =
    'See [the guide](https://docs.example.com/guide) and <https://example.org/a>, **bold** and `code`.\n\n'
  for (const name of ['large-1.md', 'large-2.md']) write(name, paragraph.repeat(Math.ceil(2 ** 19 / paragraph.length)))
})

afterAll(async () => {
  if (folder !== '') {
    spawnSync('chmod', ['700', 'locked-folder'], {cwd: folder})
    await fs.promises.rm(folder, {recursive: true, force: true})
  }
})

describe.runIf(linux)('urilint on hostile inputs', () => {
  it.runIf(canMakeUnreadable)(
    'each input that cannot be linted is one message naming it (escaped), the others are linted, exit 2 (as root: needs setpriv, util-linux, to make a file unreadable)',
    async () => {
      // Writers wait on two FIFOs before the CLI opens them: one writes a document, one never stops (`yes`).
      const fed = ended(spawn('sh', ['-c', `printf '${warning.trim()}\\n' > fed.md`], {cwd: folder}))
      const endless = ended(spawn('sh', ['-c', "yes 'https://endless.example/' > endless.md"], {cwd: folder}))
      const zero = fs.openSync('/dev/zero', 'r')
      const inputs = [
        '-',
        'ok.md',
        'fifo.md',
        'fed.md',
        'endless.md',
        'loop-a.md',
        'dangling.md',
        'folder.md',
        'locked.md',
        'locked-folder',
        'invalid.md',
        'utf16le.md',
        'utf16be.md',
        'nul.md',
        '/dev/zero',
        'bin\n\tname.md',
        'big.md'
      ]
      const ran = await ended(
        start(['--jobs', '1', ...inputs], {
          script: `set -- "$@" "$(printf 'caf\\351.md')" && `,
          prefix: asUser,
          stdio: [zero, 'pipe', 'pipe']
        })
      )
      fs.closeSync(zero)
      expect((await fed).code).toBe(0)
      // `yes` ends when the CLI stops reading (SIGPIPE).
      expect((await endless).signal ?? (await endless).code).not.toBe(0)

      const port =
        '1:29-1:31 warning Unexpected port `25` (smtp) for `gopher`, expected its default port or one no other protocol uses no-unsafe-port remark-lint'
      const binary =
        // The reason column: as wide as the longest reason up to 72 characters (the port's, longer, pads nothing).
        '          error   Unexpected binary content (a NUL byte), expected a text file        binary         urilint'
      const problem = (reason: string) => '          error   ' + reason
      // vfile-reporter's layout, files in order of their names; UTF-16 and invalid UTF-8 linted (the columns of UTF-16 as those of the same text in UTF-8 with its mark).
      expect(ran.stderr).toBe(
        [
          path.relative(folder, '/dev/zero'),
          binary,
          '',
          'big.md',
          problem('Cannot read file: larger than the 16 MiB limit (17.0 MiB)'),
          '',
          'bin\\n\\tname.md',
          binary,
          '',
          'caf\ufffd.md',
          port,
          '',
          'dangling.md',
          problem('Cannot read file: dangling symbolic link (to `nowhere.md`, which does not exist)'),
          '',
          'endless.md',
          problem('Cannot read file: larger than the 16 MiB limit'),
          '',
          'fed.md',
          port,
          '',
          'fifo.md',
          problem('Cannot read file: a FIFO with no writer (none opened it within 1 s)'),
          '',
          'folder.md/inner.md',
          port,
          '',
          'invalid.md',
          '1:49-1:51 warning Unexpected port `25` (smtp) for `gopher`, expected its default port or one no other protocol uses no-unsafe-port remark-lint',
          '',
          'locked-folder',
          problem('Cannot read folder: permission denied'),
          '',
          'locked.md',
          problem('Cannot read file: permission denied'),
          '',
          'loop-a.md',
          problem('Cannot read file: too many levels of symbolic links (a loop)'),
          '',
          'nul.md',
          binary,
          '',
          'ok.md: no issues found',
          'stdin.md',
          binary,
          '',
          'utf16be.md',
          '1:33-1:35 warning Unexpected port `25` (smtp) for `gopher`, expected its default port or one no other protocol uses no-unsafe-port remark-lint',
          '',
          'utf16le.md',
          '1:33-1:35 warning Unexpected port `25` (smtp) for `gopher`, expected its default port or one no other protocol uses no-unsafe-port remark-lint',
          '',
          '17 messages (\u2716 11 errors, \u26a0 6 warnings)',
          ''
        ].join('\n')
      )
      expect([ran.code, ran.stdout]).toEqual([2, ''])
    }
  )

  it('a configuration or ignore file that is a FIFO: one message, the others linted, exit 2 (unified-engine and the ignore reader waited for ever)', async () => {
    const ran = await ended(start(['--report', 'json', 'fifo-config', 'fifo-ignore', 'ok.md']))
    const results = JSON.parse(ran.stdout) as Array<{
      path: string
      messages: Array<{reason: string; line: number | null}>
    }>
    expect([
      ran.code,
      results.map((result) => [result.path, result.messages.map((message) => [message.line, message.reason])])
    ]).toEqual([
      2,
      [
        [
          'fifo-config/doc.md',
          [[null, 'Cannot read configuration `fifo-config/.remarkrc.json`: a FIFO, not a regular file']]
        ],
        [
          'fifo-ignore/doc.md',
          [[1, 'Unexpected port `25` (smtp) for `gopher`, expected its default port or one no other protocol uses']]
        ],
        ['ok.md', []],
        // Problems with what was found come after the files linted.
        ['fifo-ignore/.gitignore', [[null, 'Cannot read ignore file: a FIFO, not a regular file']]]
      ]
    ])
  })

  it('20,000 files in one run, in a folder and named, with 128 descriptors: each linted or refused, none `too many open files`', async () => {
    // 128 as for uri-extract: the built bin loads its module graph with up to about 80 files open at once (Node's loader).
    const ran = await ended(
      start(['--jobs', '1', '--report', 'json', 'walked', ...named], {script: 'ulimit -n 128 && '})
    )
    expect([ran.code, ran.stderr]).toEqual([2, ''])
    const results = JSON.parse(ran.stdout) as Array<{
      path: string
      messages: Array<{ruleId: string | null; reason: string}>
    }>
    const byPath = new Map(
      results.map((result) => [result.path, result.messages.map((message) => `${message.ruleId} ${message.reason}`)])
    )
    expect(byPath.size).toBe(20_000)
    for (const name of [...walked, ...named]) {
      expect(byPath.get(name)).toEqual([
        name.endsWith('.md')
          ? 'no-unsafe-port Unexpected port `25` (smtp) for `gopher`, expected its default port or one no other protocol uses'
          : 'binary Unexpected binary content (a NUL byte), expected a text file'
      ])
    }
  })

  it('a closed pipe ends the run quietly with its status; a full disk, and --output to a FIFO nobody reads, are one line and 2', async () => {
    const child = start(['--jobs', '1', '--report', 'json', ...named.filter((name) => name.endsWith('.md'))])
    // The reader goes away after the first chunk, as `| head -1` does (the JSON report is larger than a pipe holds).
    child.stdout!.once('data', () => child.stdout!.destroy())
    const full = fs.openSync('/dev/full', 'w')
    try {
      const [closed, disk, unread] = await Promise.all([
        ended(child),
        ended(start(['--report', 'json', 'ok.md'], {stdio: ['ignore', full, 'pipe']})),
        ended(start(['--output', 'report.fifo', 'ok.md']))
      ])
      expect([closed.code, closed.stderr]).toEqual([0, ''])
      expect([disk.code, disk.stderr]).toEqual([2, 'urilint: cannot write the report: no space left on the device\n'])
      // Before, `open` waited for a reader for ever.
      expect([unread.code, unread.stderr]).toEqual([
        2,
        'urilint: cannot write the report to `report.fifo`: no such device or address (a socket, or a FIFO with no reader)\n'
      ])
    } finally {
      fs.closeSync(full)
    }
  })

  it('a closed stderr is a closed pipe too: the run ends with its own status, not 2', async () => {
    write('leak.md', '# Leak\n\n<https://deploy:Xk29dLq7@git.acmecorp.io/app.git>\n')
    // The default report goes to stderr; its reader is gone before it is written.
    const child = start(['leak.md'], {stdio: ['ignore', 'pipe', 'pipe']})
    child.stderr!.destroy()
    const clean = start(['ok.md'], {stdio: ['ignore', 'pipe', 'pipe']})
    clean.stderr!.destroy()
    // Both awaited from the start: a process that ended before `ended` listens would be waited on for ever.
    const [a, b] = await Promise.all([ended(child), ended(clean)])
    expect([a.code, b.code]).toEqual([1, 0])
  })

  it('SIGINT and SIGTERM while worker processes lint: it dies of the signal (130 and 143 in a shell), no stack trace, no worker left', async () => {
    const stop = async (signal: NodeJS.Signals): Promise<Ran & {workers: number[]}> => {
      const child = start(['--jobs', '2', 'large-1.md', 'large-2.md'])
      const result = ended(child)
      // Mid-run: both workers started (forked by the CLI, from the build).
      let workers: number[] = []
      while (workers.length < 2) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        workers = childrenOf(child.pid!).filter((pid) => commandOf(pid).includes('cli/worker.js'))
      }
      child.kill(signal)
      return {...(await result), workers}
    }
    const [interrupted, terminated] = await Promise.all([stop('SIGINT'), stop('SIGTERM')])
    expect([interrupted.code, interrupted.signal, interrupted.stderr]).toEqual([null, 'SIGINT', ''])
    expect([terminated.code, terminated.signal, terminated.stderr]).toEqual([null, 'SIGTERM', ''])
    // Gone the moment the CLI is (they lived on, mid-parse, until their batch was done).
    expect([...interrupted.workers, ...terminated.workers].filter((pid) => fs.existsSync(`/proc/${pid}`))).toEqual([])
  })
})

/** The processes whose parent is `pid` (Linux: /proc). */
function childrenOf(pid: number): number[] {
  const children: number[] = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // `pid (name) state ppid …`: the name may hold spaces, so read after its last `)`.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry))
    } catch {
      // Gone meanwhile.
    }
  }
  return children
}

function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')
  } catch {
    return ''
  }
}
