/**
 * What a document can put in a report that a terminal or a CI log would act
 * on (ESC and CSI sequences, RLO, U+2028): escaped in every report meant to
 * be read (default, github, sarif, the job summary), by the function
 * uri-extract escapes file names with (`printable`).
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import {afterEach, beforeEach, expect, it} from 'vitest'
import {runCli, temporaryFolder, writeFiles} from '../helpers.ts'

let folder: string

beforeEach(async () => {
  folder = await temporaryFolder()
})

afterEach(async () => {
  await fs.rm(folder, {recursive: true, force: true})
})

/** Every character `printable` escapes, but the line feed that ends a report's line. */
const acting = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/u

/** RLO, a C1 CSI, an ESC sequence in an autolink; U+2028 and ZWJ in a link. */
const document = '<https://h.example/a\u202eb\u009b31mc\u001b[31md>\n\n[x](https://h.example/\u2028y\u200d)\n'
const first = 'Unexpected non-ASCII `\\u202e`, `\\x9b`, control character U+001B, `[`, `>` in path'

it('escapes them in the default, github and sarif reports and the job summary (they were written raw)', async () => {
  await writeFiles(folder, {'esc.md': document, 'summary.md': ''})
  const summary = path.join(folder, 'summary.md')
  const runs = await Promise.all(
    ['default', 'github', 'sarif'].map((report) =>
      runCli(['--report', report, 'esc.md'], {cwd: folder, env: {GITHUB_STEP_SUMMARY: summary}})
    )
  )
  for (const ran of runs) expect(acting.exec(ran.stdout + ran.stderr)).toBeNull()
  expect(acting.exec(await fs.readFile(summary, 'utf8'))).toBeNull()
  const github = runs[1]!.stdout.split('\n')
  expect(github[0]).toBe(
    '::notice file=esc.md,line=1,col=2,endLine=1,endColumn=35,title=remark-lint%3Ano-malformed-uri::' +
      first +
      ', expected `%25E2%2580%25AE`, `%25C2%259B`, `%251B`, `%255B`, `%253E`'
  )
  expect(github[1]).toBe(
    '::notice file=esc.md,line=3,col=5,endLine=3,endColumn=26,title=remark-lint%3Ano-malformed-uri::' +
      'Unexpected non-ASCII `\\u2028`, `\\u200d` in path, expected `%25E2%2580%25A8`, `%25E2%2580%258D`'
  )
  expect(runs[0]!.stderr).toContain(first)
  expect(runs[2]!.stdout).toContain(JSON.stringify(first).slice(1, -1))
  expect(await fs.readFile(summary, 'utf8')).toContain('| Unexpected non-ASCII `\\u202e`, `\\x9b`, control character')
})
