/**
 * `pnpm bench`: every package's benchmarks in one process. The core's come
 * first; the extractor's (`bench/extract.ts`), the remark plugin's
 * (`bench/remark.ts`) and the rules in ESLint and markdownlint
 * (`bench/hosts.ts`) run when those files exist.
 */
import {existsSync} from 'node:fs'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import {runCoreBench} from './core.ts'
import {root} from './harness.ts'

await runCoreBench()

for (const [file, name] of [
  ['extract.ts', 'runExtractBench'],
  ['remark.ts', 'runRemarkBench'],
  ['hosts.ts', 'runHostsBench']
] as const) {
  const full = path.join(root, 'bench', file)
  if (!existsSync(full)) continue
  const module = (await import(pathToFileURL(full).href)) as Record<string, unknown>
  const run = module[name]
  if (typeof run === 'function') await (run as () => unknown)()
  else console.log(`bench/${file}: no \`${name}\` export, skipped`)
}
