/**
 * The memory of reporting many findings: `urilint` writes each file's report
 * as the file is done and lets its messages go, so that its memory does not
 * grow with the findings of the run (it grew by about 3.5 KB a finding: 1.5 GB
 * for 8 MB of findings). The CLI from its sources, in one process
 * (`--jobs 1`: workers run from dist/ only), on n and 4n files of 50
 * findings each: the default report, and SARIF and JSON to files at once
 * (the formats that keep the most: SARIF's results come after its rules).
 * Under a fixed heap (`heapMb`), so that the peak is what the run holds and
 * not how far V8 lets garbage grow: before, the 4n runs died of heap
 * exhaustion there (exit 134), and SARIF and JSON at n too.
 */
import fs from 'node:fs/promises'
import {createRequire} from 'node:module'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {ended, peakOf, peakRssImport, root, startNode} from '../../subprocess.ts'
import {temporaryFolder} from '../helpers.ts'

const source = path.join(root, 'packages/remark-lint-uri/src/cli/urilint.ts')
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href

const n = 500
/** 25 URIs a file, each with a warning (port 25) and a note (`|` in the path): 50 findings. */
const perFile = 25
/** V8's old space, in MB: the linter and a batch of files linted at once, and what the reports keep. */
const heapMb = 128
/** The process, tsx, that heap and the young generation (measured: 214 to 246 MB), with room for the collector. */
const allowanceKb = 300 * 1024
/** Then at most this much a file: a few names and counts, not its findings (which took 175 KB a file here). */
const perFileKb = 8

let folder = ''
beforeAll(async () => {
  folder = await temporaryFolder()
  let text = '# Links\n\n'
  for (let index = 0; index < perFile; index++) text += `Line ${index} see http://a${index}.example.com:25/p|q now.\n\n`
  for (const size of [n, 4 * n]) {
    const docs = path.join(folder, String(size))
    await fs.mkdir(docs)
    for (let index = 0; index < size; index++)
      await fs.writeFile(path.join(docs, `f${String(index).padStart(5, '0')}.md`), text)
  }
})
afterAll(async () => {
  await fs.rm(folder, {recursive: true, force: true})
})

/** The peak RSS (kB) of `urilint --jobs 1 <args> .` in the folder of `size` files, its exit code and stderr. */
async function peak(
  size: number,
  args: readonly string[]
): Promise<{peakKb: number; code: number | null; stderr: string}> {
  const ran = await ended(
    startNode(source, ['--jobs', '1', ...args, '.'], {
      cwd: path.join(folder, String(size)),
      imports: [tsx, peakRssImport],
      env: {NODE_OPTIONS: `--conditions=source --max-old-space-size=${heapMb}`}
    })
  )
  const {peakKb, stderr} = peakOf(ran.stderr)
  return {peakKb, code: ran.code, stderr}
}

/** `peak` at n and 4n files, each run clean (exit 0) and under the allowance plus `perFileKb` a file: the 4n run's stderr. */
async function bounded(args: readonly string[]): Promise<string> {
  const small = await peak(n, args)
  const large = await peak(4 * n, args)
  expect([small.code, large.code]).toEqual([0, 0])
  expect(small.peakKb).toBeLessThan(allowanceKb + n * perFileKb)
  expect(large.peakKb).toBeLessThan(allowanceKb + 4 * n * perFileKb)
  // Far from the 4 of memory that grows with the findings.
  expect(large.peakKb / small.peakKb).toBeLessThan(1.5)
  return large.stderr
}

describe('peak memory of reporting 50 findings a file, n and 4n files', () => {
  it('the default report: under a fixed allowance plus a few KB a file', async () => {
    const stderr = await bounded(['--no-color'])
    // Every file and finding reported, in the closing count.
    expect(stderr.split('\n').filter((line) => line.startsWith('f0')).length).toBe(4 * n)
    expect(
      stderr.endsWith(`\n${perFile * 8 * n} messages (⚠ ${perFile * 4 * n} warnings, ${perFile * 4 * n} notes)\n`)
    ).toBe(true)
  })

  it('SARIF and JSON at once, to files: under the same bound', async () => {
    await bounded(['--report', 'sarif=../report.sarif', '--report', 'json=../report.json'])
    const sarif = JSON.parse(await fs.readFile(path.join(folder, 'report.sarif'), 'utf8')) as {
      runs: Array<{results: unknown[]}>
    }
    expect(sarif.runs[0]!.results.length).toBe(perFile * 2 * 4 * n)
    const json = JSON.parse(await fs.readFile(path.join(folder, 'report.json'), 'utf8')) as Array<{messages: unknown[]}>
    expect(json.length).toBe(4 * n)
    expect(json.every((file) => file.messages.length === perFile * 2)).toBe(true)
  })
})
