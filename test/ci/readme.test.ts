/**
 * The CI sections of the READMEs (the root's `## CI`, the package's `## CI`)
 * cannot drift from the Action and the hook: every YAML block parses, the
 * workflows have the permissions, actions and Node the Action needs, the
 * pinned versions are the package's, the pre-commit pattern is the hook's,
 * and no command runs `npx urilint` without `--no-install`.
 */
import fs from 'node:fs/promises'
import {createRequire} from 'node:module'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {describe, expect, it} from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))
const require = createRequire(import.meta.url)
/** A YAML 1.2 parser (js-yaml 4) as markdownlint-cli2, a dev dependency, exports it. */
const parseYaml = (require('markdownlint-cli2/parsers/yaml') as {default: (text: string) => unknown}).default

const version = (
  JSON.parse(await fs.readFile(path.join(root, 'packages/remark-lint-uri/package.json'), 'utf8')) as {version: string}
).version
const hookFiles = (
  parseYaml(await fs.readFile(path.join(root, '.pre-commit-hooks.yaml'), 'utf8')) as Array<{files: string}>
)[0]!.files

/** The `## CI` section of a README, up to the next `## ` heading. */
async function ciSection(readme: string): Promise<string> {
  const text = await fs.readFile(path.join(root, readme), 'utf8')
  const start = text.indexOf('\n## CI\n')
  expect(start, readme).toBeGreaterThan(-1)
  const end = text.indexOf('\n## ', start + 1)
  return text.slice(start, end === -1 ? undefined : end)
}

/** The ```yaml blocks of `markdown`. */
function yamlBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```yaml\n([\s\S]*?)^```$/gm)].map((match) => match[1]!)
}

interface Workflow {
  permissions: Record<string, string>
  jobs: Record<string, {'runs-on': string; steps: Array<{uses?: string; run?: string; with?: Record<string, unknown>}>}>
}

interface PreCommitConfig {
  repos: Array<{repo: string; rev?: string; hooks: Array<Record<string, unknown>>}>
}

for (const readme of ['README.md', 'packages/remark-lint-uri/README.md']) {
  describe(readme + ', CI', () => {
    it('every YAML block parses', async () => {
      const blocks = yamlBlocks(await ciSection(readme))
      expect(blocks.length).toBeGreaterThanOrEqual(2)
      for (const block of blocks) expect(() => parseYaml(block), block).not.toThrow()
    })

    it('the workflow: read access and security-events, checkout, Node 20, the Action at the major tag', async () => {
      const workflow = yamlBlocks(await ciSection(readme))
        .map((block) => parseYaml(block) as Partial<Workflow>)
        .find((each) => each.jobs !== undefined)!
      expect(workflow.permissions).toEqual({contents: 'read', 'security-events': 'write'})
      const steps = Object.values(workflow.jobs!)[0]!.steps
      expect(steps.map((step) => step.uses)).toEqual([
        'actions/checkout@v4',
        'actions/setup-node@v4',
        // The moving major tag of the release (docs/development.md, Release).
        'urilint/urilint@v' + version.split('.')[0]
      ])
      expect(steps[1]!.with).toEqual({'node-version': 20})
    })

    it('pre-commit: the local hook pins the package version and matches the files the repository hook does', async () => {
      const configs = yamlBlocks(await ciSection(readme))
        .map((block) => parseYaml(block) as Partial<PreCommitConfig>)
        .filter((each) => each.repos !== undefined)
      const local = configs.flatMap((config) => config.repos!).find((repo) => repo.repo === 'local')
      if (readme === 'README.md') expect(local).toBeUndefined()
      else
        expect(local!.hooks).toEqual([
          {
            id: 'urilint',
            name: 'urilint',
            entry: 'urilint --silently-ignore',
            language: 'node',
            additional_dependencies: ['remark-lint-uri@' + version],
            files: hookFiles,
            require_serial: true
          }
        ])
      const remotes = configs.flatMap((config) => config.repos!).filter((repo) => repo.repo !== 'local')
      expect(remotes.length).toBeGreaterThan(0)
      for (const remote of remotes) {
        expect(remote).toEqual({
          repo: expect.stringMatching(/^https:\/\/github\.com\/urilint\/(urilint|urilint-pre-commit)$/) as string,
          rev: 'v' + version,
          hooks: [{id: 'urilint'}]
        })
      }
    })

    it('never `npx urilint` without --no-install', async () => {
      expect(await ciSection(readme)).not.toMatch(/npx (?!--no-install )[^\n]*urilint/)
    })
  })
}
