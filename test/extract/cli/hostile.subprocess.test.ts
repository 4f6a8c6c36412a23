/**
 * `uri-extract` on hostile inputs, the built bin spawned as users run it
 * (through `sh`, then `exec`, so that signals reach the CLI itself): one line on
 * stderr per input that cannot be read, naming it (escaped) and saying why,
 * the others still read, exit 2; never a hang (a FIFO nobody writes to),
 * never a stack trace, memory flat over 20,000 files; closed and full
 * outputs; SIGINT and SIGTERM while worker threads read a mailbox.
 * The fault table of this sweep: the CHANGELOG's "Hostile inputs to the CLIs".
 */
import {spawn, spawnSync} from 'node:child_process'
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {
  asUser,
  canMakeUnreadable,
  ended,
  linux,
  peakOf,
  peakRssImport,
  root,
  startBin,
  utf16,
  type Ran,
  type StartOptions
} from '../../subprocess.ts'

const folder = mkdtempSync(join(tmpdir(), 'uri-extract-hostile-'))
afterAll(() => rmSync(folder, {recursive: true, force: true}))

/** `uri-extract` in `folder`, its peak RSS reported (`peakOf`). */
const start = (args: readonly string[], options: Omit<StartOptions, 'cwd'> = {}) =>
  startBin('uri-extract', args, {...options, cwd: folder, imports: [peakRssImport]})

const write = (name: string, data: string | Uint8Array) => writeFileSync(join(folder, name), data)
const latin1Name = Buffer.from('caf\xe9.txt', 'latin1')
/** The files of the 20,000-file run: a URI each. */
const many = Array.from({length: 20_000}, (_, index) => `many/${String(index).padStart(5, '0')}.txt`)

beforeAll(() => {
  write('ok.txt', 'see https://ok.example/a\n')
  spawnSync('mkfifo', [join(folder, 'fifo.txt'), join(folder, 'fed.txt')])
  symlinkSync('loop-b.txt', join(folder, 'loop-a.txt'))
  symlinkSync('loop-a.txt', join(folder, 'loop-b.txt'))
  symlinkSync('nowhere.txt', join(folder, 'dangling.txt'))
  mkdirSync(join(folder, 'folder.txt'))
  write('locked.txt', 'https://locked.example/\n')
  spawnSync('chmod', ['000', join(folder, 'locked.txt')])
  write('invalid.txt', Buffer.from('bad \xff\xfe\xc3 bytes, then https://invalid.example/\xff\n', 'latin1'))
  write('utf16le.txt', utf16('see https://le.example/\u00fc\n', 'le'))
  write('utf16be.txt', utf16('see https://be.example/\u00fc\n', 'be'))
  write('nul.txt', 'https://nul.example/\u0000\n')
  write('bin\n\tname.txt', 'https://name.example/\u0000\n')
  writeFileSync(Buffer.concat([Buffer.from(folder + '/'), latin1Name]), 'see https://latin1.example/\n')
  // 1.2 MB of URIs: more than a pipe holds.
  write('lines.txt', Array.from({length: 40_000}, (_, index) => `https://lines.example/${index}\n`).join(''))
  mkdirSync(join(folder, 'many'))
  for (const [index, name] of many.entries()) write(name, `https://many.example/${index}\n`)
  // 4.5 MiB of mail: read across worker threads (4 MiB and more).
  const message = readFileSync(join(root, 'fixtures/mail/release-announcement.eml'))
  const mbox = Buffer.concat([Buffer.from('From a@b.example Mon Jan  1 00:00:00 2026\n'), message, Buffer.from('\n')])
  write('large.mbox', Buffer.concat(Array.from({length: Math.ceil((4.5 * 2 ** 20) / mbox.length)}, () => mbox)))
})

describe.runIf(linux)('uri-extract on hostile inputs', () => {
  it.runIf(canMakeUnreadable)(
    'each input that cannot be read gives one line naming it (escaped), the rest are read, exit 2; 20,000 files in one run in flat memory (as root: needs setpriv, util-linux, to make a file unreadable)',
    async () => {
      // A writer waits on the FIFO before the CLI opens it (a FIFO with a writer is read).
      const writer = ended(spawn('sh', ['-c', 'printf "fed https://fed.example/\\n" > fed.txt'], {cwd: folder}))
      const hostile = [
        'ok.txt',
        'fifo.txt',
        'fed.txt',
        'loop-a.txt',
        'dangling.txt',
        'folder.txt',
        'locked.txt',
        'invalid.txt',
        'utf16le.txt',
        'utf16be.txt',
        'nul.txt',
        '/dev/zero',
        'bin\n\tname.txt'
      ]
      // Few descriptors: files are opened a few at a time. The name in Latin-1 comes last, from the shell.
      const script = `ulimit -n 128 && set -- "$@" "$(printf 'caf\\351.txt')" && `
      const [ran, small] = await Promise.all([
        ended(start([...hostile, ...many], {script, prefix: asUser})),
        ended(start(many.slice(0, 2000)))
      ])
      expect((await writer).code).toBe(0)

      const {peakKb, stderr} = peakOf(ran.stderr)
      expect(stderr).toBe(
        [
          'uri-extract: fifo.txt: a FIFO with no writer (none opened it within 1 s)',
          'uri-extract: loop-a.txt: too many levels of symbolic links (a loop)',
          'uri-extract: dangling.txt: dangling symbolic link (to `nowhere.txt`, which does not exist)',
          'uri-extract: folder.txt: is a directory',
          'uri-extract: locked.txt: permission denied',
          'uri-extract: nul.txt: binary file, not text',
          'uri-extract: /dev/zero: binary file, not text',
          'uri-extract: bin\\n\\tname.txt: binary file, not text',
          ''
        ].join('\n')
      )
      expect(ran.code).toBe(2)
      // Invalid UTF-8 is read with U+FFFD (which ends a URI); UTF-16 is decoded by its byte-order mark; a name that is not UTF-8 is found by its bytes.
      const uris = many.map((_, index) => `https://many.example/${index}`)
      expect(ran.stdout).toBe(
        [
          'https://ok.example/a',
          'https://fed.example/',
          'https://invalid.example/',
          'https://le.example/\u00fc',
          'https://be.example/\u00fc',
          ...uris,
          'https://latin1.example/',
          ''
        ].join('\n')
      )
      // Memory does not grow with the number of files (it did, by 2.2 times, before the files' sizes were asked for a few at a time).
      expect(small.code).toBe(0)
      expect(peakKb / peakOf(small.stderr).peakKb).toBeLessThan(1.5)
    }
  )

  it('a closed pipe ends the run quietly (0, or 2 after a file that could not be read); a full disk is one line and 2', async () => {
    const closed = async (args: string[]): Promise<Ran> => {
      const child = start(args)
      // The reader goes away after the first chunk, as `| head -1` does.
      child.stdout!.once('data', () => child.stdout!.destroy())
      return ended(child)
    }
    const full = openSync('/dev/full', 'w')
    try {
      const [clean, missing, disk] = await Promise.all([
        closed(['lines.txt']),
        closed(['missing.txt', 'lines.txt']),
        ended(start(['ok.txt'], {stdio: ['ignore', full, 'pipe']}))
      ])
      expect([clean.code, peakOf(clean.stderr).stderr]).toEqual([0, ''])
      expect([missing.code, peakOf(missing.stderr).stderr]).toEqual([2, 'uri-extract: missing.txt: no such file\n'])
      expect([disk.code, peakOf(disk.stderr).stderr]).toEqual([
        2,
        'uri-extract: cannot write the output: no space left on the device\n'
      ])
    } finally {
      closeSync(full)
    }
  })

  it('SIGINT and SIGTERM while worker threads read a large mailbox: it dies of the signal (130 and 143 in a shell), no stack trace, nothing left', async () => {
    const stop = async (signal: NodeJS.Signals): Promise<Ran & {pid: number}> => {
      const child = start(['--mail', 'large.mbox'])
      const result = ended(child)
      // Mid-run: the first URIs are out, read by the workers.
      await new Promise((resolve) => child.stdout!.once('data', resolve))
      child.kill(signal)
      return {...(await result), pid: child.pid!}
    }
    const [interrupted, terminated] = await Promise.all([stop('SIGINT'), stop('SIGTERM')])
    expect([interrupted.code, interrupted.signal, peakOf(interrupted.stderr).stderr]).toEqual([null, 'SIGINT', ''])
    expect([terminated.code, terminated.signal, peakOf(terminated.stderr).stderr]).toEqual([null, 'SIGTERM', ''])
    // The processes are gone, and with them every worker thread.
    expect([existsSync(`/proc/${interrupted.pid}`), existsSync(`/proc/${terminated.pid}`)]).toEqual([false, false])
  })
})
