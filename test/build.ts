/**
 * Global setup of the `process` project: build the three packages once
 * (`pnpm build`: tsc to each dist/, in dependency order), so that its tests
 * start the built bins and workers as users run them, never tsx.
 */
import {spawnSync} from 'node:child_process'
import {createRequire} from 'node:module'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

const root = fileURLToPath(new URL('../', import.meta.url))
/** Built in this order: each package's types come from the one before. */
const packages = ['core', 'extract', 'remark-lint-uri']

/** Build every package; throws with tsc's output when one fails. */
export default function setup(): void {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
  for (const name of packages) {
    const result = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'packages', name, 'tsconfig.build.json')], {
      cwd: root,
      encoding: 'utf8'
    })
    if (result.status !== 0) throw new Error(`The build of packages/${name} failed:\n${result.stdout}${result.stderr}`)
  }
}
