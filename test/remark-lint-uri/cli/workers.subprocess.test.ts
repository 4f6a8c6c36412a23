/**
 * `urilint`'s worker processes, on the built bin (a worker runs the built
 * worker.js): the same results as in one process, and a worker that leaves
 * a timer, throws outside the engine or dies (past 512 KiB of input the CLI
 * lints in workers); and a failure outside a file in the main process, which
 * only `runAsProgram` catches.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {pathToFileURL} from 'node:url'
import {packageRoot, temporaryFolder, writeFiles} from '../helpers.ts'
import {ended, runBin, startBin} from '../../subprocess.ts'

let folder: string

beforeEach(async () => {
  folder = await temporaryFolder()
})

afterEach(async () => {
  await fs.rm(folder, {recursive: true, force: true})
})

const write = (files: Record<string, string>) => writeFiles(folder, files)

/** The built `urilint args` in `folder`: exit code and output. */
async function runCli(
  args: readonly string[],
  options: {cwd: string}
): Promise<{code: number | null; stdout: string; stderr: string}> {
  const {code, stdout, stderr} = await runBin('urilint', args, {
    cwd: options.cwd,
    env: {GITHUB_ACTIONS: undefined, NO_COLOR: '1'}
  })
  return {code, stdout, stderr}
}

const clean = '# Clean\n\nSee <https://example.com/> and <https://example.com:443/>.\n'
const warning = '# Warning\n\nThe relay <gopher://relay.example.com:25/>.\n'
const error = '# Error\n\nClone [it](https://deploy:Xk29dLq7@git.acmecorp.io/app.git).\n'

/** The built preset, for a `.remarkrc.mjs` the built bin can import. */
const builtPreset = pathToFileURL(path.join(packageRoot, 'dist/index.js')).href

describe('worker processes', () => {
  it('gives the same results in worker processes as in one process', async () => {
    // Over the 512 KiB below which the CLI stays in one thread.
    const files: Record<string, string> = {}
    const filler = 'Plain prose with a [link](https://example.com/page) and some `code`.\n\n'.repeat(150)
    for (let index = 0; index < 60; index++) {
      // Every fourth file disables the rules before its message: comments must work in the workers too.
      const disable = index % 4 === 0 ? '<!--lint disable-->\n\n' : ''
      files[`docs/${String(index).padStart(2, '0')}.md`] =
        filler + disable + (index % 3 === 0 ? error : index % 3 === 1 ? warning : clean)
    }
    await write(files)
    const one = await runCli(['--report', 'json', '--jobs', '1'], {cwd: folder})
    const two = await runCli(['--report', 'json', '--jobs', '2'], {cwd: folder})
    expect(two.stdout).toBe(one.stdout)
    expect(two.code).toBe(1)
    const parsed = JSON.parse(two.stdout) as Array<{path: string; messages: unknown[]}>
    expect(parsed.length).toBe(60)
    // 40 files with a message, less the 10 of them (every fourth, not clean) that disable the rules.
    expect(parsed.filter((file) => file.messages.length > 0).length).toBe(30)
  })

  it('reports files in their order when a later batch ends first, in every format, the same as in one process', async () => {
    // The first file alone is a batch, and the slowest (656 KB, under the bound on a parse): the batches after it end first.
    const files: Record<string, string> = {
      'docs/000.md':
        clean + 'Plain prose with [a link](https://example.com/page) in it, and more words after.\n\n'.repeat(8000)
    }
    for (let index = 1; index <= 200; index++)
      files[`docs/${String(index).padStart(3, '0')}.md`] = index % 2 === 0 ? warning : clean
    await write(files)
    const reports = (jobs: string) => [
      '--jobs',
      jobs,
      '--report',
      'default',
      '--report',
      `json=../${jobs}.json`,
      '--report',
      `sarif=../${jobs}.sarif`,
      '--report',
      `github=../${jobs}.txt`
    ]
    const one = await runCli(reports('1'), {cwd: folder + '/docs'})
    const three = await runCli(reports('3'), {cwd: folder + '/docs'})
    expect([one.code, three.code]).toEqual([0, 0])
    expect(three.stderr).toBe(one.stderr)
    expect(one.stderr.split('\n').at(-2)).toBe('⚠ 100 warnings')
    for (const extension of ['json', 'sarif', 'txt'])
      expect(await fs.readFile(path.join(folder, '3.' + extension), 'utf8')).toBe(
        await fs.readFile(path.join(folder, '1.' + extension), 'utf8')
      )
    const json = JSON.parse(await fs.readFile(path.join(folder, '3.json'), 'utf8')) as Array<{path: string}>
    expect(json.map((file) => file.path)).toEqual(Object.keys(files).map((file) => file.slice('docs/'.length)))
  })

  it('ends its workers even when a plugin leaves a timer running', async () => {
    await writeForWorkers('export default {plugins: [() => { setInterval(() => {}, 1e6) }]}\n')
    const result = await runCli(['--report', 'json', '--jobs', '2'], {cwd: folder})
    expect(result.code).toBe(0)
    expect((JSON.parse(result.stdout) as unknown[]).length).toBe(60)
  })

  it('says what a plugin threw outside the engine in a worker', async () => {
    await writeForWorkers(
      "export default {plugins: [() => { setTimeout(() => { throw new Error('boom from a plugin') }) }]}\n"
    )
    const result = await runCli(['--report', 'json', '--jobs', '2'], {cwd: folder})
    expect({code: result.code, stderr: result.stderr}).toEqual({code: 2, stderr: 'urilint: boom from a plugin\n'})
    // The files reported before the other worker threw, if any (each is reported when done): never a whole report.
    expect(result.stdout === '' || (result.stdout.startsWith('[\n') && !result.stdout.endsWith(']\n'))).toBe(true)
  })

  it('says in one line when a worker process dies, instead of waiting for it', async () => {
    // A plugin that ends the process it is loaded in: a worker.
    await writeForWorkers('export default {plugins: [() => process.exit(3)]}\n')
    expect(await runCli(['--report', 'json', '--jobs', '2'], {cwd: folder})).toEqual({
      code: 2,
      stdout: '',
      stderr: 'urilint: Worker stopped (exit code 3) before it finished its files\n'
    })
  })
})

describe('failures outside a file, in this process', () => {
  it('a plugin that throws from a timer (no workers): one redacted line, exit 2, no stack trace', async () => {
    const plugin =
      "const late = () => () => { setTimeout(() => { throw new Error('boom postgres://admin:hunter2secret@db.acmecorp.io/app') }) }"
    await write({
      '.remarkrc.mjs': `import preset from '${builtPreset}'\n${plugin}\nexport default {plugins: [preset, late]}\n`,
      'a.md': 'hi\n'
    })
    const result = await runCli(['--jobs', '1', '--report', 'json', 'a.md'], {cwd: folder})
    expect(result.code).toBe(2)
    expect(result.stderr).toBe('urilint: boom postgres://admin:***@db.acmecorp.io/app\n')
  })

  it('says that line after a stderr left full, read late', async () => {
    // A report the reader has not read yet: the plugin fills the pipe until it refuses even a byte, then throws.
    const plugin =
      "import fs from 'node:fs'\n" +
      'const late = () => () => { process.stderr; const b = Buffer.alloc(1024, 120)\n' +
      '  for (const size of [1024, 1])\n' +
      "    for (;;) { try { fs.writeSync(2, b, 0, size) } catch (error) { if (error.code === 'EAGAIN') break; throw error } }\n" +
      "  setTimeout(() => { throw new Error('boom postgres://admin:hunter2secret@db.acmecorp.io/app') }) }"
    await write({
      '.remarkrc.mjs': `import preset from '${builtPreset}'\n${plugin}\nexport default {plugins: [preset, late]}\n`,
      'a.md': 'hi\n'
    })
    // stderr into a pipe whose reader starts a second late; then the exit code, after the bin has ended.
    const {stdout} = await ended(
      startBin('urilint', ['--jobs', '1', '--report', 'json', 'a.md'], {
        cwd: folder,
        script: '{ "$@" 2>&1 >/dev/null; echo "exit $?"; } | { sleep 1; cat; }; exit; ',
        env: {GITHUB_ACTIONS: undefined, NO_COLOR: '1'}
      })
    )
    expect(stdout.replace(/^x+/, '')).toBe('urilint: boom postgres://admin:***@db.acmecorp.io/app\nexit 2\n')
  })
})

/**
 * 60 clean files over the 512 KiB below which the CLI stays in one process,
 * so that they are linted by workers, with `.remarkrc.mjs` holding `config`.
 */
async function writeForWorkers(config: string): Promise<void> {
  const files: Record<string, string> = {'.remarkrc.mjs': config}
  const filler = 'Plain prose with a [link](https://example.com/page).\n\n'.repeat(200)
  for (let index = 0; index < 60; index++) files[`docs/${String(index).padStart(2, '0')}.md`] = filler
  await write(files)
}
