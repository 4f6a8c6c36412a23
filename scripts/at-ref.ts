/**
 * `@urilint/extract` as it was at a git ref, for comparing results and
 * timing old against new in one process (`scan-equality.ts`,
 * `equal-work.ts`): `packages/core` and `packages/extract` at the ref,
 * copied into a temporary folder, their other dependencies today's.
 */
import {execFileSync} from 'node:child_process'
import {mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import type * as extractModule from '../packages/extract/src/extract.ts'
import type * as scanModule from '../packages/extract/src/scan.ts'
import {root} from '../bench/harness.ts'

/** The extractor and scanner at a ref. */
export interface AtRef {
  extract: (typeof extractModule)['extract']
  scan: (typeof scanModule)['scan']
  /** Remove the temporary copy. */
  dispose: () => void
}

/** The extractor and scanner at `ref`, from a copy of `packages/core` and `packages/extract` in a temporary folder. */
export async function loadAtRef(ref: string): Promise<AtRef> {
  const dir = mkdtempSync(path.join(tmpdir(), 'extract-at-ref-'))
  const archive = execFileSync('git', ['archive', '--format=tar', ref, 'packages/core', 'packages/extract'], {
    cwd: root,
    maxBuffer: 1 << 28
  })
  execFileSync('tar', ['-x', '-C', dir], {input: archive})
  // `@urilint/core` is the copy at `ref`; the other dependencies are today's.
  const modules = path.join(dir, 'packages/extract/node_modules')
  mkdirSync(path.join(modules, '@urilint'), {recursive: true})
  symlinkSync('../../../core', path.join(modules, '@urilint/core'))
  const installed = path.join(root, 'packages/extract/node_modules')
  for (const name of readdirSync(installed)) {
    if (name !== '@urilint') symlinkSync(realpathSync(path.join(installed, name)), path.join(modules, name))
  }
  const extracted = (await import(
    pathToFileURL(path.join(dir, 'packages/extract/src/extract.ts')).href
  )) as typeof extractModule
  const scanned = (await import(
    pathToFileURL(path.join(dir, 'packages/extract/src/scan.ts')).href
  )) as typeof scanModule
  return {
    extract: extracted.extract,
    scan: scanned.scan,
    dispose: () => rmSync(dir, {recursive: true, force: true})
  }
}
