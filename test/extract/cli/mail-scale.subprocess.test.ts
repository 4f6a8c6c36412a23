/**
 * `uri-extract --mail` on mailboxes of growing size, the built bin spawned
 * as users run it: its memory does not grow with the input (a ratio of peak RSS between
 * two sizes, the larger read across worker threads, then from stdin in one
 * thread); the workers' output is the one-thread output; and an mbox split
 * by GNU parallel at its messages gives, merged, the single run's output.
 * A refused message, which needs no process: uri-extract.test.ts.
 */
import {spawnSync} from 'node:child_process'
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, describe, expect, it} from 'vitest'
import {mailLikeMbox} from '../../../bench/corpus/mbox.ts'
import {bins, peakOf, peakRssImport, root} from '../../subprocess.ts'

const cli = bins['uri-extract']
const directory = mkdtempSync(join(tmpdir(), 'uri-extract-mail-'))
afterAll(() => rmSync(directory, {recursive: true, force: true}))

/** The built bin, with the peak RSS reported; `input` a file fed to stdin. */
function run(args: string[], input?: string): {code: number | null; stdout: string; stderr: string; peakKb: number} {
  const command = [process.execPath, '--import', peakRssImport, cli, ...args].map((part) => `'${part}'`).join(' ')
  const result = spawnSync('bash', ['-c', input === undefined ? command : `${command} < '${input}'`], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    env: {...process.env, NODE_NO_WARNINGS: '1'}
  })
  return {code: result.status, stdout: result.stdout, ...peakOf(result.stderr)}
}

const small = join(directory, 'small.mbox')
const large = join(directory, 'large.mbox')
// Large enough that holding the input would show: 32 MB of mail held is more than the whole peak of reading 8 MB.
writeFileSync(small, mailLikeMbox(8 * 1024 * 1024))
writeFileSync(large, mailLikeMbox(32 * 1024 * 1024))

const hasParallel = spawnSync('parallel', ['--version']).status === 0

describe('uri-extract --mail at scale', () => {
  it('keeps its peak memory as the mbox grows fourfold (worker threads, and one thread from stdin), with the same output either way', () => {
    const files = [run(['--mail', '--ndjson', small]), run(['--mail', '--ndjson', large])]
    const stdin = [run(['--mail', '--ndjson'], small), run(['--mail', '--ndjson'], large)]
    for (const result of [...files, ...stdin]) expect([result.code, result.stderr]).toEqual([0, ''])
    // Four times the input, four times the URIs, about the same memory. On the built bin (no tsx in the
    // baseline) the ratios measure 1.30 (workers: pieces twice as large) and 1.27 (stdin); holding the
    // 32 MB of input would add 32 MB or more to a peak of 85 to 180 MB: 1.5 and over.
    expect(files[1]!.stdout.length / files[0]!.stdout.length).toBeGreaterThan(3.9)
    expect(files[1]!.peakKb / files[0]!.peakKb).toBeLessThan(1.4)
    expect(stdin[1]!.peakKb / stdin[0]!.peakKb).toBeLessThan(1.4)
    // The workers' pieces give the one-thread output, message numbers included (only `file` differs: `-` for stdin).
    const records = (output: string) =>
      output
        .split('\n')
        .filter(Boolean)
        .map((line) => ({...(JSON.parse(line) as object), file: undefined}))
    expect(records(files[1]!.stdout)).toEqual(records(stdin[1]!.stdout))
  })

  it.skipIf(!hasParallel)(
    'split by GNU parallel at its messages (--pipe --recstart), merged in order, equals the single run (needs `parallel`: apt-get install parallel)',
    () => {
      const command = [process.execPath, cli, '--mail'].map((part) => `'${part}'`).join(' ')
      const mbox = join(directory, 'parallel.mbox')
      writeFileSync(mbox, mailLikeMbox(2 * 1024 * 1024))
      const split = spawnSync(
        'bash',
        [
          '-c',
          `parallel --pipe --keep-order --block 256k --recstart 'From ' --recend '\\n\\n' ${JSON.stringify(command)} < '${mbox}'`
        ],
        {cwd: root, encoding: 'utf8', maxBuffer: 1 << 30, env: {...process.env, NODE_NO_WARNINGS: '1'}}
      )
      expect([split.status, split.stderr]).toEqual([0, ''])
      const single = run(['--mail', mbox])
      expect(split.stdout.length).toBeGreaterThan(100_000)
      expect(split.stdout).toBe(single.stdout)
    }
  )
})
