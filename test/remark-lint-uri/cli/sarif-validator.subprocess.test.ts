/**
 * The SARIF log as GitHub code scanning checks it: Microsoft's SARIF
 * validator (`@microsoft/sarif-multitool`, `validate --rule-kind "Gh;Sarif"`)
 * finds no error in a log holding the three rules, another plugin's rules
 * (with and without a docs URL) and a tool notification (a missing file).
 * It found 9 GH2012 errors before (no `fullDescription`).
 */
import {spawn} from 'node:child_process'
import fs from 'node:fs/promises'
import {createRequire} from 'node:module'
import path from 'node:path'
import {afterAll, beforeAll, expect, it} from 'vitest'
import {ended, runBin} from '../../subprocess.ts'
import {packageRoot, temporaryFolder, writeFiles} from '../helpers.ts'

const validator = createRequire(import.meta.url)('@microsoft/sarif-multitool') as string
let folder: string

beforeAll(async () => {
  folder = await temporaryFolder()
})

afterAll(async () => {
  await fs.rm(folder, {recursive: true, force: true})
})

it('the SARIF log has no error by GitHub’s and SARIF’s rules', async () => {
  // The built package, as a user installs it.
  await fs.mkdir(path.join(folder, 'node_modules'))
  await fs.symlink(packageRoot, path.join(folder, 'node_modules/remark-lint-uri'))
  await writeFiles(folder, {
    'style.mjs': `export default function style() {
  return (tree, file) => {
    file.message('Line too long', {place: {line: 1, column: 1}, ruleId: 'maximum-line-length', source: 'remark-lint'}).url = 'https://github.com/remarkjs/remark-lint'
    file.message('No docs', {place: {line: 1, column: 1}, ruleId: 'x', source: 'remark-foo'})
  }
}
`,
    '.remarkrc.json': JSON.stringify({plugins: ['remark-lint-uri', './style.mjs']}),
    'doc.md':
      '# Deploy\n\nClone [it](https://deploy:Xk29dLq7@git.acmecorp.io/app.git) via <http://git.acmecorp.io:6000/> or https://example.com/a|b.\n'
  })
  const lint = await runBin('urilint', ['--report', 'sarif', '--output', 'urilint.sarif', 'doc.md', 'missing.md'], {
    cwd: folder,
    env: {GITHUB_ACTIONS: undefined}
  })
  expect(lint.code).toBe(2)
  const run = await ended(
    spawn(validator, ['validate', '--rule-kind', 'Gh;Sarif', 'urilint.sarif', '--output', 'validation.sarif'], {
      cwd: folder,
      env: {...process.env, DOTNET_SYSTEM_GLOBALIZATION_INVARIANT: '1', DOTNET_CLI_TELEMETRY_OPTOUT: '1'}
    })
  )
  expect(run.code, run.stdout + run.stderr).toBe(0)
  const validation = JSON.parse(await fs.readFile(path.join(folder, 'validation.sarif'), 'utf8')) as {
    runs: Array<{results: Array<{ruleId: string; level?: string; message: {text?: string}}>}>
  }
  const errors = validation.runs[0]!.results.filter((result) => result.level === undefined || result.level === 'error')
  expect(errors.map((error) => `${error.ruleId}: ${error.message.text ?? ''}`)).toEqual([])
})
