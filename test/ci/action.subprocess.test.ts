/**
 * The GitHub Action (action.yml at the repository root), as far as it can
 * run without GitHub: its metadata, parsed as YAML, and each `run:` step's
 * script, run with bash as the runner runs a composite step (`bash
 * --noprofile --norc -eo pipefail`), in a temporary workspace, with the
 * variables the runner sets (RUNNER_TEMP, GITHUB_WORKSPACE, GITHUB_OUTPUT,
 * GITHUB_STEP_SUMMARY, GITHUB_ACTIONS, GITHUB_SERVER_URL, GITHUB_REPOSITORY,
 * GITHUB_SHA) and the step's `env` with its `${{ inputs.* }}` and
 * `${{ steps.*.outputs.* }}` filled in. (A composite action's inputs are not
 * `INPUT_*` variables: the steps get them through `env`.)
 *
 * The install step runs as written, against a stand-in `npm` first on PATH
 * that records its arguments and installs a `remark-lint-uri/bin/urilint.js`
 * which runs this repository's CLI from source (no build in the test loop;
 * the built bins are test/packaging's). The upload step (`uses:`) cannot run
 * here: its condition and inputs are checked as written.
 */
import {spawn} from 'node:child_process'
import fs from 'node:fs/promises'
import {createRequire} from 'node:module'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))
/** The built bin (the `process` project builds before its tests). */
const urilintBin = path.join(root, 'packages/remark-lint-uri/bin/urilint.js')
const require = createRequire(import.meta.url)
/** A YAML 1.2 parser (js-yaml 4) as markdownlint-cli2, a dev dependency, exports it: no dependency of its own for one test. */
const parseYaml = (require('markdownlint-cli2/parsers/yaml') as {default: (text: string) => unknown}).default

interface Step {
  name: string
  id?: string
  if?: string
  shell?: string
  env?: Record<string, string>
  run?: string
  uses?: string
  with?: Record<string, string>
}

interface Action {
  name: string
  description: string
  inputs: Record<string, {description: string; required: boolean; default: string}>
  outputs: Record<string, {description: string; value: string}>
  runs: {using: string; steps: Step[]}
}

const action = parseYaml(await fs.readFile(path.join(root, 'action.yml'), 'utf8')) as Action
const steps = Object.fromEntries(action.runs.steps.map((step) => [step.id ?? step.name, step]))
const packageVersion = (
  JSON.parse(await fs.readFile(path.join(root, 'packages/remark-lint-uri/package.json'), 'utf8')) as {version: string}
).version

const secret = 'pr0d-9f2bQx7LmZ-4kT8'

let folder: string

beforeAll(async () => {
  folder = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'urilint-action-')))
  // The stand-in npm: records where it ran and with what, and installs a bin that runs the built CLI.
  await fs.mkdir(path.join(folder, 'stand-ins'))
  await fs.writeFile(
    path.join(folder, 'stand-ins/urilint.js'),
    `import {spawnSync} from 'node:child_process'
const result = spawnSync(process.execPath, [${JSON.stringify(urilintBin)}, ...process.argv.slice(2)], {stdio: 'inherit'})
process.exitCode = result.status ?? 1
`
  )
  await fs.writeFile(
    path.join(folder, 'stand-ins/npm'),
    `#!/usr/bin/env bash
set -euo pipefail
{ echo "cwd=$PWD"; echo "package.json=$(cat package.json)"; printf 'arg=%s\\n' "$@"; } >> "$NPM_LOG"
mkdir -p node_modules/remark-lint-uri/bin
cp "$(dirname "$0")/urilint.js" node_modules/remark-lint-uri/bin/urilint.js
`,
    {mode: 0o755}
  )
})

afterAll(async () => {
  await fs.rm(folder, {recursive: true, force: true})
})

/** A runner for one job: its temp folder, workspace, output and summary files. */
async function runner(name: string, files: Record<string, string>) {
  const base = path.join(folder, name)
  const workspace = path.join(base, 'workspace')
  const temp = path.join(base, 'runner-temp')
  await fs.mkdir(path.join(workspace, '.git'), {recursive: true})
  await fs.mkdir(temp, {recursive: true})
  for (const [file, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(workspace, file)), {recursive: true})
    await fs.writeFile(path.join(workspace, file), text)
  }
  const summary = path.join(base, 'step-summary.md')
  await fs.writeFile(summary, '')
  return {workspace, temp, summary, npmLog: path.join(base, 'npm.log')}
}

type Runner = Awaited<ReturnType<typeof runner>>

interface StepRun {
  code: number | null
  stdout: string
  stderr: string
  outputs: Record<string, string>
}

/** Run the action's steps in order, as the runner would with `inputs`; `uses:` steps are not run. */
async function runAction(job: Runner, inputs: Record<string, string>): Promise<Record<string, StepRun | 'skipped'>> {
  const outputs: Record<string, Record<string, string>> = {}
  const ran: Record<string, StepRun | 'skipped'> = {}
  let failed = false
  for (const step of action.runs.steps) {
    const id = step.id ?? step.name
    const expression = (text: string) =>
      text.replace(/\$\{\{\s*([\w.-]+)\s*\}\}/g, (_, name: string) => {
        const [kind, key, outputsWord, output] = name.split('.')
        if (kind === 'inputs') return inputs[key!] ?? action.inputs[key!]!.default
        if (kind === 'steps' && outputsWord === 'outputs') return outputs[key!]?.[output!] ?? ''
        throw new Error('Unexpected expression `' + name + '`')
      })
    if (!shouldRun(step, failed, expression)) {
      ran[id] = 'skipped'
      continue
    }
    if (step.run === undefined) continue
    const outputFile = path.join(job.temp, `output-${id}`)
    await fs.writeFile(outputFile, '')
    const env: Record<string, string> = {
      PATH: path.join(folder, 'stand-ins') + path.delimiter + process.env.PATH,
      HOME: process.env.HOME ?? os.homedir(),
      NPM_LOG: job.npmLog,
      NO_COLOR: '1',
      GITHUB_ACTIONS: 'true',
      RUNNER_TEMP: job.temp,
      GITHUB_WORKSPACE: job.workspace,
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: job.summary,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_SHA: '0123abc',
      ...Object.fromEntries(Object.entries(step.env ?? {}).map(([key, value]) => [key, expression(value)]))
    }
    const result = await bash(step.run, job.workspace, env)
    outputs[id] = parseOutputs(await fs.readFile(outputFile, 'utf8'))
    ran[id] = {...result, outputs: outputs[id]}
    if (result.code !== 0) failed = true
  }
  return ran
}

/** The conditions of action.yml, as GitHub evaluates them (each written out: they are checked as written below). */
function shouldRun(step: Step, failed: boolean, expression: (text: string) => string): boolean {
  switch (step.if) {
    case undefined:
      return !failed
    case "always() && inputs.sarif == 'true' && steps.lint.outputs.sarif-file != ''":
      return expression('${{ inputs.sarif }}') === 'true' && expression('${{ steps.lint.outputs.sarif-file }}') !== ''
    case "steps.lint.outputs.exit-code != '0'":
      return !failed && expression('${{ steps.lint.outputs.exit-code }}') !== '0'
    default:
      throw new Error('Unexpected condition `' + step.if + '`')
  }
}

/** `key=value` lines and `key<<DELIMITER` blocks, as the runner reads GITHUB_OUTPUT. */
function parseOutputs(text: string): Record<string, string> {
  const result: Record<string, string> = {}
  const lines = text.split('\n')
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!
    const block = /^([^=<]+)<<(.+)$/.exec(line)
    if (block) {
      const end = lines.indexOf(block[2]!, index + 1)
      result[block[1]!] = lines.slice(index + 1, end).join('\n')
      index = end
    } else if (line.includes('=')) {
      result[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1)
    }
  }
  return result
}

function bash(
  script: string,
  cwd: string,
  env: Record<string, string>
): Promise<{code: number | null; stdout: string; stderr: string}> {
  return new Promise((resolve, reject) => {
    // The runner's command line for `shell: bash`.
    const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {cwd, env})
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({code, stdout, stderr}))
  })
}

function ran(run: StepRun | 'skipped' | undefined): StepRun {
  if (run === undefined || run === 'skipped') throw new Error('The step did not run')
  return run
}

const deploy = `# Deploy\n\nPush to <https://deploy:${secret}@git.acmecorp.io:25/app.git>.\n`

describe('action.yml', () => {
  it('a composite action: inputs paths, frail, sarif, version (the package version); outputs from the lint step', () => {
    expect(action.name).toBe('urilint')
    expect(action.runs.using).toBe('composite')
    expect(
      Object.fromEntries(Object.entries(action.inputs).map(([name, input]) => [name, [input.required, input.default]]))
    ).toEqual({
      paths: [false, '.'],
      frail: [false, 'false'],
      sarif: [false, 'true'],
      version: [false, packageVersion]
    })
    expect(Object.fromEntries(Object.entries(action.outputs).map(([name, output]) => [name, output.value]))).toEqual({
      'exit-code': '${{ steps.lint.outputs.exit-code }}',
      'sarif-file': '${{ steps.lint.outputs.sarif-file }}'
    })
    expect(action.runs.steps.map((step) => [step.id ?? step.name, step.if ?? '', step.shell ?? step.uses])).toEqual([
      ['install', '', 'bash'],
      ['lint', '', 'bash'],
      [
        'Upload the SARIF log to code scanning',
        "always() && inputs.sarif == 'true' && steps.lint.outputs.sarif-file != ''",
        'github/codeql-action/upload-sarif@v3'
      ],
      ['Fail on findings', "steps.lint.outputs.exit-code != '0'", 'bash']
    ])
    expect(steps['Upload the SARIF log to code scanning']!.with).toEqual({
      sarif_file: '${{ steps.lint.outputs.sarif-file }}',
      category: 'urilint'
    })
  })

  it('scripts: inputs only through env (no expression in a script), the pinned install, never npx', () => {
    for (const step of action.runs.steps) {
      if (step.run === undefined) continue
      expect(step.run, step.name).not.toContain('${{')
      // Commands, not comments (one says why not npx).
      const commands = step.run.split('\n').filter((line) => !line.trimStart().startsWith('#'))
      expect(commands.join('\n'), step.name).not.toMatch(/\bnpx\b/)
    }
    expect(steps.install!.run).toContain(
      'npm install --no-save --no-audit --no-fund --ignore-scripts "remark-lint-uri@$URILINT_VERSION"\n'
    )
  })
})

describe('the action run', () => {
  it('defaults: the pinned install, the SARIF log, the annotations and the summary line, exit code 1, and the job fails', async () => {
    const job = await runner('defaults', {
      'docs/deploy.md': deploy,
      'README.md': '# Docs\n\n<https://example.com/>\n',
      'sub dir/notes é.md': 'See [a](<b c>).\n'
    })
    const result = await runAction(job, {})

    // The install step: npm in a folder of its own under RUNNER_TEMP, the pinned version, the bin by path.
    const install = ran(result.install)
    expect(install.code, install.stderr).toBe(0)
    const prefix = path.join(job.temp, 'urilint-' + packageVersion)
    expect((await fs.readFile(job.npmLog, 'utf8')).split('\n')).toEqual([
      'cwd=' + prefix,
      'package.json={"private": true}',
      'arg=install',
      'arg=--no-save',
      'arg=--no-audit',
      'arg=--no-fund',
      'arg=--ignore-scripts',
      'arg=remark-lint-uri@' + packageVersion,
      ''
    ])
    expect(install.outputs).toEqual({bin: path.join(prefix, 'node_modules/remark-lint-uri/bin/urilint.js')})

    const lint = ran(result.lint)
    expect(lint.code, lint.stderr).toBe(0)
    expect(lint.outputs).toEqual({'sarif-file': path.join(job.temp, 'urilint.sarif'), 'exit-code': '1'})
    expect(lint.stdout.split('\n')).toEqual([
      '::error file=docs/deploy.md,line=3,col=25,endLine=3,endColumn=45,title=remark-lint%3Ano-uri-password::Unexpected password in `https://deploy:***@git.acmecorp.io:25/app.git`, expected no credentials in the URI',
      '::warning file=docs/deploy.md,line=3,col=62,endLine=3,endColumn=64,title=remark-lint%3Ano-unsafe-port::Unexpected port `25` (smtp) for `https`, expected its default port or one no other protocol uses',
      // A space browsers encode themselves: a note, on the whole URI.
      '::notice file=sub dir/notes é.md,line=1,col=10,endLine=1,endColumn=13,title=remark-lint%3Ano-malformed-uri::Unexpected space in path, expected `%2520`',
      'urilint: 1 error, 1 warning, 1 note in 2 of 3 files',
      ''
    ])

    const sarif = JSON.parse(await fs.readFile(path.join(job.temp, 'urilint.sarif'), 'utf8')) as {
      runs: Array<{
        tool: {driver: {rules: Array<{id: string}>}}
        results: Array<{ruleId: string; locations: Array<{physicalLocation: {artifactLocation: unknown}}>}>
      }>
    }
    expect(
      sarif.runs[0]!.results.map((each) => [each.ruleId, each.locations[0]!.physicalLocation.artifactLocation])
    ).toEqual([
      ['no-uri-password', {uri: 'docs/deploy.md', uriBaseId: '%SRCROOT%'}],
      ['no-unsafe-port', {uri: 'docs/deploy.md', uriBaseId: '%SRCROOT%'}],
      ['no-malformed-uri', {uri: 'sub%20dir/notes%20%C3%A9.md', uriBaseId: '%SRCROOT%'}]
    ])
    expect(JSON.stringify(sarif) + lint.stdout + lint.stderr).not.toContain(secret)

    // The upload step would run; then the last step fails the job with the exit code.
    expect(result['Upload the SARIF log to code scanning']).toBeUndefined()
    const fail = ran(result['Fail on findings'])
    expect([fail.code, fail.stdout]).toEqual([1, 'urilint exited with 1: see the annotations and the job summary\n'])
  })

  it('defaults: the job summary (written by the CLI)', async () => {
    const job = await runner('summary', {'docs/deploy.md': deploy})
    await runAction(job, {sarif: 'false'})
    const summary = await fs.readFile(job.summary, 'utf8')
    expect(summary.split('\n').slice(0, 3)).toEqual(['### urilint', '', '1 error, 1 warning in 1 of 1 file.'])
    expect(summary).toContain('[docs/deploy.md:3:25](https://github.com/acme/docs/blob/0123abc/docs/deploy.md#L3)')
    expect(summary).not.toContain(secret)
  })

  it('warnings only: exit code 0 and the job passes; with frail: 1', async () => {
    const job = await runner('warnings', {'a.md': '<http://example.com:25/>\n'})
    const result = await runAction(job, {sarif: 'false'})
    expect(ran(result.lint).outputs).toEqual({'exit-code': '0'})
    expect(ran(result.lint).stdout.split('\n').at(-2)).toBe('urilint: 1 warning in 1 of 1 file')
    expect([result['Upload the SARIF log to code scanning'], result['Fail on findings']]).toEqual([
      'skipped',
      'skipped'
    ])

    const frail = await runAction(job, {sarif: 'false', frail: 'true'})
    expect(ran(frail.lint).outputs).toEqual({'exit-code': '1'})
    expect(ran(frail['Fail on findings']).code).toBe(1)
  })

  it('paths: split on spaces and newlines, globs expanded by urilint; sarif false: no log, no upload', async () => {
    const job = await runner('paths', {
      'docs/a.md': '<http://example.com:25/>\n',
      'notes/b.md': '<http://example.com:25/>\n',
      'c.md': '<http://example.com:25/>\n',
      'd.txt': 'http://example.com:25/\n'
    })
    const result = await runAction(job, {paths: 'docs/a.md\n*.md  notes', sarif: 'false'})
    expect(
      ran(result.lint)
        .stdout.split('\n')
        .map((line) => line.split(',')[0])
    ).toEqual([
      '::warning file=docs/a.md',
      '::warning file=c.md',
      '::warning file=notes/b.md',
      'urilint: 3 warnings in 3 of 3 files',
      ''
    ])
    expect(await fs.readdir(job.temp)).not.toContain('urilint.sarif')
    expect(result['Upload the SARIF log to code scanning']).toBe('skipped')
  })

  it('a path that does not exist: exit code 2, and the SARIF log still uploaded', async () => {
    const job = await runner('missing', {'a.md': '# A\n'})
    const result = await runAction(job, {paths: 'a.md missing.md'})
    expect(ran(result.lint).outputs).toEqual({'sarif-file': path.join(job.temp, 'urilint.sarif'), 'exit-code': '2'})
    expect(ran(result.lint).stdout).toBe(
      '::error file=missing.md,title=urilint::No such file or folder\nurilint: 1 error in 1 of 2 files\n'
    )
    expect(ran(result['Fail on findings']).code).toBe(2)
  })

  it('a version that is not exact: the install step fails before npm', async () => {
    const job = await runner('version', {'a.md': '# A\n'})
    for (const version of ['latest', '^0.1.0', '../evil', '0.1.0 evil', 'file:/tmp/x']) {
      const result = await runAction(job, {version})
      expect([ran(result.install).code, ran(result.install).stdout], version).toEqual([
        2,
        '::error title=urilint::The input version must be an exact version of remark-lint-uri, such as 0.1.0\n'
      ])
      expect(result.lint, version).toBe('skipped')
    }
    await expect(fs.access(job.npmLog)).rejects.toThrow()
  })
})
