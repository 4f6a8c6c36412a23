/**
 * What `urilint` writes, on the built bin, where FIFOs, devices, links and
 * inodes are real: nothing of the user's is replaced or destroyed, and no
 * output hangs; and a glob that meets a folder it cannot read is no silent
 * pass. In-process: outputs.test.ts.
 */
import {spawnSync} from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {asUser, canMakeUnreadable, ended, linux, runsAsRoot, startBin, type Ran} from '../../subprocess.ts'
import {temporaryFolder} from '../helpers.ts'

let folder = ''

beforeEach(async () => {
  folder = await temporaryFolder()
})

afterEach(() => {
  fs.rmSync(folder, {recursive: true, force: true})
})

const write = (name: string, data: string) => {
  fs.mkdirSync(path.dirname(path.join(folder, name)), {recursive: true})
  fs.writeFileSync(path.join(folder, name), data)
}
const read = (name: string) => fs.readFileSync(path.join(folder, name), 'utf8')

/** `urilint args` in `folder`, killed (and so failing the test) after 20 s: a hang is a failure, not a timeout of the suite. */
async function urilint(
  args: readonly string[],
  env: Record<string, string | undefined> = {},
  prefix: readonly string[] = []
): Promise<Ran> {
  const child = startBin('urilint', args, {
    cwd: folder,
    prefix,
    env: {GITHUB_ACTIONS: undefined, NO_COLOR: '1', ...env}
  })
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
  try {
    return await ended(child)
  } finally {
    clearTimeout(timer)
  }
}

const port = '<https://h.example:25/>\n'
/** A fix of `no-malformed-uri`: `ü` in a path becomes `%C3%BC`. */
const fixable = '[b](https://h.example/ü)\n'
const fixed = '[b](https://h.example/%C3%BC)\n'

describe.runIf(linux)('--cache-location and the job summary', () => {
  it('a FIFO as --cache-location: one line, exit 2, no hang (the cache was read from it for ever)', async () => {
    write('doc.md', port)
    spawnSync('mkfifo', ['cache.fifo'], {cwd: folder})
    expect(await urilint(['--cache', '--cache-location', 'cache.fifo', 'doc.md'])).toEqual({
      code: 2,
      signal: null,
      stdout: '',
      stderr:
        'urilint: `--cache-location` names `cache.fifo`, a FIFO, not a urilint cache: it would be overwritten (see `urilint --help`)\n'
    })
  })

  it.runIf(runsAsRoot)(
    'a device node as --cache-location: refused, left a device (root replaced it with a file)',
    async () => {
      write('doc.md', port)
      expect(spawnSync('mknod', ['null', 'c', '1', '3'], {cwd: folder}).status).toBe(0)
      const ran = await urilint(['--cache', '--cache-location', 'null', 'doc.md'])
      expect([ran.code, ran.stderr]).toEqual([
        2,
        'urilint: `--cache-location` names `null`, a character device, not a urilint cache: it would be overwritten (see `urilint --help`)\n'
      ])
      expect(fs.statSync(path.join(folder, 'null')).isCharacterDevice()).toBe(true)
    }
  )

  it('a FIFO as GITHUB_STEP_SUMMARY: one line, exit 2, no hang (appendFile waited in open for a reader)', async () => {
    write('doc.md', port)
    spawnSync('mkfifo', ['summary.fifo'], {cwd: folder})
    const ran = await urilint(['--report', 'github', 'doc.md'], {
      GITHUB_STEP_SUMMARY: path.join(folder, 'summary.fifo')
    })
    expect([ran.code, ran.signal, ran.stderr]).toEqual([
      2,
      null,
      'urilint: cannot write the job summary: no such device or address (a socket, or a FIFO with no reader)\n'
    ])
  })
})

describe('--output', () => {
  it('through a symbolic link or a hard link to a file being linted: refused, the file kept (it was overwritten)', async () => {
    write('doc.md', port)
    fs.symlinkSync('doc.md', path.join(folder, 'report.txt'))
    fs.linkSync(path.join(folder, 'doc.md'), path.join(folder, 'hard.txt'))
    for (const output of ['report.txt', 'hard.txt']) {
      expect(await urilint(['--output', output, 'doc.md'])).toEqual({
        code: 2,
        signal: null,
        stdout: '',
        stderr: `urilint: \`--output\` names \`${output}\`, a file being linted: it would be overwritten (see \`urilint --help\`)\n`
      })
    }
    expect(read('doc.md')).toBe(port)
  })
})

describe('--fix', () => {
  it('writes no file through a symbolic link that leads out of the folders given (it replaced the target)', async () => {
    write('outside/secret.md', fixable)
    write('repo/doc.md', fixable)
    fs.symlinkSync('../outside/secret.md', path.join(folder, 'repo/link.md'))
    const ran = await urilint(['--fix', 'repo'])
    expect(read('outside/secret.md')).toBe(fixable)
    expect(read('repo/doc.md')).toBe(fixed)
    expect(fs.lstatSync(path.join(folder, 'repo/link.md')).isSymbolicLink()).toBe(true)
    expect(ran.stderr).toBe(
      'urilint: fixed 1 finding in 1 file\n' +
        'urilint: repo/link.md: fixes not written: it is a link to a file outside the folders given\n' +
        'repo/doc.md: no issues found\n' +
        'repo/link.md\n' +
        '1:5-1:24 info Unexpected non-ASCII `ü` in path, expected `%C3%BC` no-malformed-uri remark-lint\n\n' +
        '1 note\n'
    )
    expect(ran.code).toBe(0)
    // Named, the link's folder is what was given: the same.
    expect((await urilint(['--fix', 'repo/link.md'])).stderr).toContain('fixes not written: it is a link')
    expect(read('outside/secret.md')).toBe(fixable)
  })

  it('fixes a file in place: its inode, hard links and mode stay (a new file was renamed over it)', async () => {
    write('repo/doc.md', fixable)
    const file = path.join(folder, 'repo/doc.md')
    fs.chmodSync(file, 0o640)
    fs.linkSync(file, path.join(folder, 'repo/other-name.txt'))
    const before = fs.statSync(file)
    expect((await urilint(['--fix', 'repo/doc.md'])).code).toBe(0)
    const after = fs.statSync(file)
    expect([after.ino, after.nlink, after.mode & 0o777]).toEqual([before.ino, 2, 0o640])
    expect(read('repo/other-name.txt')).toBe(fixed)
    // A link inside the folders given, to a file inside them: the file it names is fixed, the link stays a link.
    write('repo/b.md', fixable)
    fs.symlinkSync('b.md', path.join(folder, 'repo/to-b.md'))
    await urilint(['--fix', 'repo/to-b.md'])
    expect([read('repo/b.md'), fs.lstatSync(path.join(folder, 'repo/to-b.md')).isSymbolicLink()]).toEqual([fixed, true])
  })
})

describe.runIf(canMakeUnreadable)('globs', () => {
  it('a folder a glob cannot read: one line, exit 2, the others linted (tinyglobby skipped it, exit 0)', async () => {
    write('docs/a.md', port)
    write('docs/sub/b.md', port)
    fs.chmodSync(path.join(folder, 'docs/sub'), 0o000)
    try {
      const ran = await urilint(['--report', 'json', 'docs/**/*.md'], {}, asUser)
      expect(ran.code).toBe(2)
      const files = JSON.parse(ran.stdout) as Array<{path: string; messages: Array<{reason: string}>}>
      expect(files.map((file) => [file.path, file.messages.map((message) => message.reason)])).toEqual([
        [
          'docs/a.md',
          ['Unexpected port `25` (smtp) for `https`, expected its default port or one no other protocol uses']
        ],
        ['docs/sub', ['Cannot read folder: permission denied']]
      ])
    } finally {
      fs.chmodSync(path.join(folder, 'docs/sub'), 0o755)
    }
  })
})
