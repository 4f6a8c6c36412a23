/**
 * The memory of linting Markdown, on the built `urilint` as users run it:
 * files of many blocks, each under the parse guard's bound on a block, of
 * the shapes micromark and remark hold the most memory for (2 to 20 KB per
 * line, list item, table cell or inline marker: 1 MB of `- a⏎` peaked at
 * 3.7 GB, and 2.4 MB of them died of heap exhaustion under a 1.8 GB heap).
 * The whole-file bound (`markdownLimits.fileCost`) keeps the peak under a
 * fixed allowance plus a fixed multiple of the input, and under 1 GB at
 * the CLI's 16 MiB bound on a file.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {temporaryFolder} from './helpers.ts'
import {ended, peakOf, peakRssImport, startBin} from '../subprocess.ts'

const mib = 1024 * 1024
/** The process and the parse's fixed bound (400 MB estimated), with room for the collector's timing. */
const allowanceKb = 640 * 1024
/** Then at most this many bytes per byte of input: what the rest of a file, read as plain text, holds. */
const perInputByte = 16

/** Blocks of each shape, each under the bound on a block, separated so that they are many. */
const shapes: Record<string, string> = {
  'list items': '- a\n'.repeat(1000) + '\n',
  'table rows': '|a|b|\n|-|-|\n' + '|x|y|\n'.repeat(1000) + '\n',
  headings: '# a\n'.repeat(1000),
  'block quotes': '> a\n'.repeat(1000) + '\n',
  emphasis: '*a'.repeat(3100) + '\n\n',
  'a!b lines': 'a!b\n'.repeat(1000) + '\n',
  links: '[a](http://a.example/) '.repeat(200) + '\n\n',
  autolinks: '<http://a.example/> '.repeat(300) + '\n\n'
}

let folder = ''
beforeAll(async () => {
  folder = await temporaryFolder()
})
afterAll(async () => {
  await fs.rm(folder, {recursive: true, force: true})
})

/** `urilint --report json` on `bytes` of `block` repeated: its peak RSS (KB) and its messages' rule ids. */
async function lintShape(
  block: string,
  bytes: number
): Promise<{peakKb: number; ruleIds: string[]; code: number | null}> {
  const file = path.join(folder, 'shape.md')
  await fs.writeFile(file, block.repeat(Math.ceil(bytes / block.length)).slice(0, bytes))
  const ran = await ended(startBin('urilint', ['--report', 'json', file], {cwd: folder, imports: [peakRssImport]}))
  await fs.rm(file)
  const {peakKb} = peakOf(ran.stderr)
  const report = JSON.parse(ran.stdout) as Array<{messages: Array<{ruleId: string}>}>
  return {peakKb, code: ran.code, ruleIds: report.flatMap((result) => result.messages.map((message) => message.ruleId))}
}

describe('peak memory of linting Markdown of many blocks', () => {
  for (const [name, block] of Object.entries(shapes)) {
    it(`${name}: under the allowance plus ${perInputByte} times the input at 1 and 16 MiB, and under 1 GB at 16 MiB`, async () => {
      for (const bytes of [1 * mib, 16 * mib]) {
        const {peakKb, ruleIds, code} = await lintShape(block, bytes)
        expect(code).toBe(0)
        expect(ruleIds).toContain('markdown-too-large')
        expect(peakKb).toBeLessThan(allowanceKb + (perInputByte * bytes) / 1024)
        if (bytes === 16 * mib) expect(peakKb * 1024).toBeLessThan(1e9)
      }
    })
  }
})
