/**
 * The GitHub Action (action.yml at the repository root), run step by step as
 * GitHub's runner runs it (test/ci/action-runner.ts).
 *
 * The install step runs as written, against a stand-in `npm` first on PATH
 * that records its arguments and installs a `remark-lint-uri` whose bin and
 * `dist/action/plugins.js` run this repository's built ones. The `uses:`
 * steps (the cache, the upload) cannot run here: their conditions and inputs
 * are checked as written. test/ci/action.registry.test.ts runs the same
 * steps with the real npm against a registry serving the packed tarballs.
 */
import {execFile} from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {action, ran, root, runAction as runSteps, runner as newRunner, steps, type Runner} from './action-runner.ts'

/** The built bin (the `process` project builds before its tests). */
const urilintBin = path.join(root, 'packages/remark-lint-uri/bin/urilint.js')
const pluginsBin = path.join(root, 'packages/remark-lint-uri/dist/action/plugins.js')

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
    path.join(folder, 'stand-ins/plugins.js'),
    `import {spawnSync} from 'node:child_process'
const result = spawnSync(process.execPath, [${JSON.stringify(pluginsBin)}, ...process.argv.slice(2)], {stdio: 'inherit'})
process.exitCode = result.status ?? 1
`
  )
  await fs.writeFile(
    path.join(folder, 'stand-ins/npm'),
    `#!/usr/bin/env bash
set -euo pipefail
{ echo "cwd=$PWD"; echo "package.json=$(cat package.json)"; printf 'arg=%s\\n' "$@"; } >> "$NPM_LOG"
mkdir -p node_modules/remark-lint-uri/bin node_modules/remark-lint-uri/dist/action
cp "$(dirname "$0")/urilint.js" node_modules/remark-lint-uri/bin/urilint.js
cp "$(dirname "$0")/plugins.js" node_modules/remark-lint-uri/dist/action/plugins.js
echo '{"name": "remark-lint-uri", "version": "${packageVersion}"}' > node_modules/remark-lint-uri/package.json
`,
    {mode: 0o755}
  )
})

afterAll(async () => {
  await fs.rm(folder, {recursive: true, force: true})
})

/** A job in this file's folder. */
const runner = (name: string, files: Record<string, string>) => newRunner(folder, name, files)

/** The action's steps with the stand-in npm first on PATH. */
const runAction = (job: Runner, inputs: Record<string, string>) =>
  runSteps(job, inputs, {PATH: path.join(folder, 'stand-ins') + path.delimiter + process.env.PATH})

const deploy = `# Deploy\n\nPush to <https://deploy:${secret}@git.acmecorp.io:25/app.git>.\n`

describe('action.yml', () => {
  it('is valid by the schema of GitHub’s action metadata (action-validator); a broken copy is not (the check can fail)', async () => {
    const validator = path.join(root, 'node_modules/.bin/action-validator')
    const check = (file: string) =>
      new Promise<number | null>((resolve) =>
        execFile(validator, [file], (error) => resolve(error === null ? 0 : (error.code as number)))
      )
    expect(await check(path.join(root, 'action.yml'))).toBe(0)
    const broken = path.join(folder, 'broken-action.yml')
    await fs.writeFile(
      broken,
      (await fs.readFile(path.join(root, 'action.yml'), 'utf8')).replace('    - name: Restore', '    - nam: Restore')
    )
    expect(await check(broken)).toBe(1)
  })

  it('a composite action: inputs paths, frail, sarif, version (empty: the release’s own); outputs from the lint step', () => {
    expect(action.name).toBe('urilint')
    expect(action.runs.using).toBe('composite')
    expect(
      Object.fromEntries(Object.entries(action.inputs).map(([name, input]) => [name, [input.required, input.default]]))
    ).toEqual({
      paths: [false, '.'],
      frail: [false, 'false'],
      sarif: [false, 'true'],
      version: [false, '']
    })
    expect(Object.fromEntries(Object.entries(action.outputs).map(([name, output]) => [name, output.value]))).toEqual({
      'exit-code': '${{ steps.lint.outputs.exit-code }}',
      'sarif-file': '${{ steps.lint.outputs.sarif-file }}'
    })
    expect(action.runs.steps.map((step) => [step.id ?? step.name, step.if ?? '', step.shell ?? step.uses])).toEqual([
      ['plan', '', 'bash'],
      ['Restore the install', '', 'actions/cache@v4'],
      ['install', '', 'bash'],
      ['lint', '', 'bash'],
      [
        'Upload the SARIF log to code scanning',
        "always() && inputs.sarif == 'true' && steps.lint.outputs.sarif-file != ''",
        'github/codeql-action/upload-sarif@v3'
      ],
      ['Fail on findings', "steps.lint.outputs.exit-code != '0'", 'bash']
    ])
    // The cache: the install folder, keyed by the version and by what decides the plugins installed beside it.
    expect(steps['Restore the install']!.with).toEqual({
      path: '${{ steps.plan.outputs.prefix }}',
      key: "urilint-${{ runner.os }}-${{ steps.plan.outputs.version }}-${{ hashFiles('**/.remarkrc', '**/.remarkrc.json', '**/.remarkrc.yaml', '**/.remarkrc.yml', '**/package.json', '**/package-lock.json', '**/pnpm-lock.yaml', '**/yarn.lock', '!**/node_modules/**') }}",
      'restore-keys': 'urilint-${{ runner.os }}-${{ steps.plan.outputs.version }}-'
    })
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
      'npm install --save-exact --no-audit --no-fund --ignore-scripts "remark-lint-uri@$URILINT_VERSION"\n'
    )
    // One run of urilint for every report.
    expect(steps.lint!.run!.match(/node "\$URILINT"/g)).toHaveLength(1)
  })
})

describe('the action run', () => {
  it('defaults: the release’s version, installed once, the SARIF log, the annotations and the summary line, exit code 1, and the job fails', async () => {
    const job = await runner('defaults', {
      'docs/deploy.md': deploy,
      'README.md': '# Docs\n\n<https://example.com/>\n',
      'sub dir/notes é.md': 'See [a](<b c>).\n'
    })
    const result = await runAction(job, {})

    // The install step: npm in a folder of its own under RUNNER_TEMP, the pinned version, the bin by path.
    const prefix = path.join(job.temp, 'urilint-' + packageVersion)
    expect(ran(result.plan).outputs).toEqual({version: packageVersion, prefix})
    const install = ran(result.install)
    expect(install.code, install.stderr).toBe(0)
    expect((await fs.readFile(job.npmLog, 'utf8')).split('\n')).toEqual([
      'cwd=' + prefix,
      'package.json={"private": true}',
      'arg=install',
      'arg=--save-exact',
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

  it('a version that is not exact, frail or sarif not a boolean: the first step fails, before npm', async () => {
    const job = await runner('version', {'a.md': '# A\n'})
    for (const version of ['latest', '^0.1.0', '../evil', '0.1.0 evil', 'file:/tmp/x']) {
      const result = await runAction(job, {version})
      expect([ran(result.plan).code, ran(result.plan).stdout], version).toEqual([
        2,
        '::error title=urilint::The input version must be an exact version of remark-lint-uri, such as 0.1.0\n'
      ])
      expect([result.install, result.lint], version).toEqual(['skipped', 'skipped'])
    }
    for (const [input, value] of [
      ['frail', 'yes'],
      ['sarif', 'True']
    ] as const) {
      const result = await runAction(job, {[input]: value})
      expect([ran(result.plan).code, ran(result.plan).stdout]).toEqual([
        2,
        `::error title=urilint::The input ${input} must be true or false\n`
      ])
    }
    await expect(fs.access(job.npmLog)).rejects.toThrow()
  })

  it('a second run with the install in place (as the cache restores it): no npm; a plugin the configuration names is installed beside it', async () => {
    const job = await runner('cached', {'a.md': '<http://example.com:25/>\n'})
    await runAction(job, {sarif: 'false'})
    await fs.rm(job.npmLog)
    const again = await runAction(job, {sarif: 'false'})
    expect(ran(again.install).stdout).toBe(`remark-lint-uri ${packageVersion}: from the cache\n`)
    await expect(fs.access(job.npmLog)).rejects.toThrow()
    expect(ran(again.lint).outputs).toEqual({'exit-code': '0'})

    // A configuration naming a plugin the workspace has not installed, pinned by its lockfile.
    await fs.writeFile(
      path.join(job.workspace, '.remarkrc.json'),
      JSON.stringify({plugins: ['remark-gfm', 'remark-toc', 'remark-lint-uri']})
    )
    await fs.writeFile(
      path.join(job.workspace, 'package-lock.json'),
      JSON.stringify({lockfileVersion: 3, packages: {'': {}, 'node_modules/remark-toc': {version: '9.0.0'}}})
    )
    const plugins = await runAction(job, {sarif: 'false'})
    expect(ran(plugins.install).stdout).toBe(
      `remark-lint-uri ${packageVersion}: from the cache\nPlugins the remark configuration names, not installed in the workspace: remark-toc@9.0.0\n`
    )
    expect((await fs.readFile(job.npmLog, 'utf8')).split('\n').filter((line) => line.startsWith('arg='))).toEqual([
      'arg=install',
      'arg=--no-audit',
      'arg=--no-fund',
      'arg=--ignore-scripts',
      'arg=--',
      'arg=remark-toc@9.0.0'
    ])
  })
})
