/**
 * The same configuration gives the same levels in remark-cli and in
 * urilint: a rule named without a severity runs at its documented level (a
 * password is an error and fails remark-cli's run too), a severity given
 * alone is read as one, and `[rule, false]` turns it off in both (urilint
 * then says nothing was checked). The built package is what both load, from
 * the project's `node_modules`, as a user installs it.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {packageRoot, root, temporaryFolder, writeFiles} from '../helpers.ts'
import {runBin, startNode, ended} from '../../subprocess.ts'

const remarkCli = path.join(root, 'node_modules/remark-cli/cli.js')
const document =
  '# Deploy\n\nClone <https://deploy:Xk29dLq7@git.acmecorp.io/app.git> from <http://git.acmecorp.io:6000/>.\n'

let folder: string

beforeAll(async () => {
  folder = await temporaryFolder()
  await fs.mkdir(path.join(folder, 'node_modules'))
  await fs.symlink(packageRoot, path.join(folder, 'node_modules/remark-lint-uri'))
})

afterAll(async () => {
  await fs.rm(folder, {recursive: true, force: true})
})

/** Each message of vfile-reporter's report as `rule level`, and the exit code. */
function levels(report: string, code: number | null): {code: number | null; messages: string[]} {
  const messages = [
    ...report.matchAll(/^\s*\d+:\d+-\d+:\d+\s+(error|warning|info)\s.*\s(no-[a-z-]+)\s+remark-lint$/gm)
  ].map((match) => `${match[2]} ${match[1]}`)
  return {code, messages}
}

describe('remark-cli and urilint read a configuration alike', () => {
  const cases: Array<[string, unknown[], string[], number, number]> = [
    // [what, plugins, messages, remark-cli's exit code, urilint's]
    ['a rule named alone', ['remark-lint-uri/no-uri-password'], ['no-uri-password error'], 1, 1],
    [
      'options without a severity',
      [['remark-lint-uri/no-uri-password', {checkCode: false}]],
      ['no-uri-password error'],
      1,
      1
    ],
    ['a severity alone', [['remark-lint-uri/no-uri-password', 'warn']], ['no-uri-password warning'], 0, 0],
    ['a severity in a list', [['remark-lint-uri/no-uri-password', ['warn']]], ['no-uri-password warning'], 0, 0],
    [
      'one rule off, one named',
      [['remark-lint-uri/no-uri-password', false], 'remark-lint-uri/no-unsafe-port'],
      ['no-unsafe-port warning'],
      0,
      0
    ],
    // Every urilint rule it names off: nothing checked, which urilint fails (exit 2) and remark-cli passes.
    ['the only rule named, off', [['remark-lint-uri/no-uri-password', false]], [], 0, 2],
    ['the preset', ['remark-lint-uri'], ['no-uri-password error', 'no-unsafe-port warning'], 1, 1]
  ]

  it.each(cases)('%s', async (_what, plugins, messages, remarkCode, urilintCode) => {
    const project = path.join(folder, _what.replaceAll(' ', '-').replaceAll(',', ''))
    await writeFiles(project, {'.remarkrc.json': JSON.stringify({plugins}), 'doc.md': document})
    await fs.symlink(path.join(folder, 'node_modules'), path.join(project, 'node_modules'))
    const remark = await ended(startNode(remarkCli, ['--no-color', 'doc.md'], {cwd: project}))
    expect(levels(remark.stderr, remark.code)).toEqual({code: remarkCode, messages})
    const urilint = await runBin('urilint', ['--no-color', 'doc.md'], {cwd: project, env: {GITHUB_ACTIONS: undefined}})
    expect(levels(urilint.stderr, urilint.code)).toEqual({code: urilintCode, messages})
  })
})
