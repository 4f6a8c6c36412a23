/**
 * action.yml run as GitHub's runner runs a composite action, as far as it can
 * run without GitHub: its metadata, parsed as YAML, and each `run:` step's
 * script, run with bash as the runner runs a composite step (`bash
 * --noprofile --norc -eo pipefail`), in a temporary workspace, with the
 * variables the runner sets (RUNNER_TEMP, GITHUB_WORKSPACE, GITHUB_OUTPUT,
 * GITHUB_STEP_SUMMARY, GITHUB_ACTIONS, GITHUB_ACTION_PATH, GITHUB_SERVER_URL,
 * GITHUB_REPOSITORY, GITHUB_SHA) and the step's `env` with its `${{ inputs.* }}`
 * and `${{ steps.*.outputs.* }}` filled in. (A composite action's inputs are
 * not `INPUT_*` variables: the steps get them through `env`.) `uses:` steps
 * (the cache, the upload) are not run: their conditions are evaluated, their
 * inputs checked as written by the tests.
 */
import {spawn} from 'node:child_process'
import fs from 'node:fs/promises'
import {createRequire} from 'node:module'
import os from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

export const root = fileURLToPath(new URL('../../', import.meta.url))
const require = createRequire(import.meta.url)
/** A YAML 1.2 parser (js-yaml 4) as markdownlint-cli2, a dev dependency, exports it: no dependency of its own for one test. */
const parseYaml = (require('markdownlint-cli2/parsers/yaml') as {default: (text: string) => unknown}).default

export interface Step {
  name: string
  id?: string
  if?: string
  shell?: string
  env?: Record<string, string>
  run?: string
  uses?: string
  with?: Record<string, string>
}

export interface Action {
  name: string
  description: string
  inputs: Record<string, {description: string; required: boolean; default: string}>
  outputs: Record<string, {description: string; value: string}>
  runs: {using: string; steps: Step[]}
}

export const action = parseYaml(await fs.readFile(path.join(root, 'action.yml'), 'utf8')) as Action
export const steps = Object.fromEntries(action.runs.steps.map((step) => [step.id ?? step.name, step]))

/** A runner for one job: its temp folder, workspace, output and summary files. */
export async function runner(folder: string, name: string, files: Record<string, string>) {
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

export type Runner = Awaited<ReturnType<typeof runner>>

export interface StepRun {
  code: number | null
  stdout: string
  stderr: string
  outputs: Record<string, string>
}

/**
 * Run the action's steps in order, as the runner would with `inputs`; `uses:` steps are not run.
 * `environment`: more variables (a stand-in npm's folder first on `PATH`, `npm_config_registry`).
 */
export async function runAction(
  job: Runner,
  inputs: Record<string, string>,
  environment: Record<string, string> = {}
): Promise<Record<string, StepRun | 'skipped'>> {
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
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.homedir(),
      NPM_LOG: job.npmLog,
      ...environment,
      NO_COLOR: '1',
      GITHUB_ACTIONS: 'true',
      GITHUB_ACTION_PATH: root,
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

export function ran(run: StepRun | 'skipped' | undefined): StepRun {
  if (run === undefined || run === 'skipped') throw new Error('The step did not run')
  return run
}
