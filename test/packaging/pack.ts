/**
 * Global setup of the `packaging` project: build the three packages and pack
 * them once (`pnpm -r --sort build`, `pnpm -r pack`: publishConfig applied,
 * `workspace:*` written as the version) into a fresh folder, for every test
 * that installs them as users do. The folder and pnpm's own binary are
 * provided to the tests (`inject('packed')`, `inject('pnpm')`).
 */
import {execFileSync} from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import type {TestProject} from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder holding the three tarballs. */
    packed: string
    /** pnpm 10's binary (`npx -y pnpm@10` costs seconds a call). */
    pnpm: string
  }
}

const root = fileURLToPath(new URL('../../', import.meta.url))

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'urilint-packed-')))
  const run = (file: string, args: string[]) =>
    execFileSync(file, args, {cwd: root, encoding: 'utf8', env: {...process.env, npm_config_loglevel: 'error'}})
  const pnpm = run('npx', ['-y', '-p', 'pnpm@10', '-c', 'command -v pnpm']).trim()
  run(pnpm, ['-r', '--sort', 'build'])
  run(pnpm, ['-r', 'pack', '--pack-destination', folder])
  project.provide('packed', folder)
  project.provide('pnpm', pnpm)
  return () => fs.rm(folder, {recursive: true, force: true})
}
