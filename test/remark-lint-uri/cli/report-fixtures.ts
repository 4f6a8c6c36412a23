/** Results as the linter returns them, built by hand for the report tests. */
import fs from 'node:fs/promises'
import {createRequire} from 'node:module'
import type {ErrorObject} from 'ajv-draft-04'
import type {LintMessage, LintResult} from '../../../packages/remark-lint-uri/src/cli/results.ts'
import {lintMessage} from '../../../packages/remark-lint-uri/src/cli/lint-message.ts'
import {docsUrl} from '../../../packages/remark-lint-uri/src/rules/docs.ts'

/** A message: every field `undefined` but those given. */
export const message = lintMessage

/** A message of one of the package's rules, as remark-lint sets it. */
export function ruleMessage(
  ruleId: 'no-malformed-uri' | 'no-unsafe-port' | 'no-uri-password',
  range: [number, number, number, number],
  reason: string,
  fields: Partial<LintMessage> = {}
): LintMessage {
  const [line, column, endLine, endColumn] = range
  return message({
    ruleId,
    source: 'remark-lint',
    fatal: ruleId === 'no-uri-password',
    line,
    column,
    endLine,
    endColumn,
    url: docsUrl(ruleId),
    reason,
    ...fields
  })
}

export const passwordReason =
  'Unexpected password in `https://deploy:***@git.acmecorp.io/app.git`, expected no credentials in the URI'
export const portReason =
  'Unexpected port `25` (smtp) for `gopher`, expected its default port or one no other protocol uses'
export const malformedReason = 'Unexpected space in path, expected `%20`'

/**
 * A run in `/repo/sub` (the repository is `/repo`) over three files: one
 * with a message of each rule (the malformed URI a note: browsers encode its
 * space themselves), the password twice, one clean, and a path given that
 * does not exist.
 */
export function sampleResults(): LintResult[] {
  const cwd = '/repo/sub'
  return [
    {
      path: 'docs/deploy.md',
      cwd,
      messages: [
        ruleMessage('no-uri-password', [3, 35, 3, 55], passwordReason, {expected: ['***'], actual: undefined}),
        ruleMessage('no-unsafe-port', [5, 38, 5, 40], portReason),
        // One message per URI: the whole URI is its place, `actual` and the repair in `expected`.
        ruleMessage('no-malformed-uri', [7, 17, 7, 44], malformedReason, {
          fatal: undefined,
          expected: ['runbooks/deploy%20failures.md'],
          actual: 'runbooks/deploy failures.md'
        }),
        ruleMessage('no-uri-password', [9, 35, 9, 55], passwordReason, {expected: ['***']})
      ]
    },
    {path: 'docs/clean.md', cwd, messages: []},
    {path: 'missing.md', cwd, messages: [message({reason: 'No such file or folder', fatal: true})]}
  ]
}

/** The official SARIF 2.1.0 schema, as Microsoft ships it in @microsoft/jest-sarif (2.1.0-rtm.5: draft-04). */
const require = createRequire(import.meta.url)
const schemaPath = require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json')
// CommonJS modules whose default export NodeNext types do not see through.
interface Validator {
  (data: unknown): boolean
  errors?: ErrorObject[] | null
}
const Ajv = (require('ajv-draft-04') as {default: new (options: object) => {compile(schema: object): Validator}})
  .default
const addFormats = (require('ajv-formats') as {default: (ajv: object) => void}).default

/** A validator of SARIF 2.1.0 logs against that schema (`errors` says why one is not). */
export async function sarifValidator(): Promise<Validator> {
  const schema = JSON.parse(await fs.readFile(schemaPath, 'utf8')) as Record<string, unknown>
  // The schema's `language` pattern is not valid with the `u` flag (a stray `]`).
  const ajv = new Ajv({allErrors: true, strict: false, unicodeRegExp: false})
  addFormats(ajv)
  return ajv.compile(schema)
}

/** A real-looking secret, in passwords of every kind of URI the rules see. */
export const secret = 'pr0d-9f2bQx7LmZ-4kT8'

/** A Markdown document holding `secret` in six URIs. */
export const markdown = `# Deploy notes

Push to [the repo](https://deploy:${secret}@git.acmecorp.io/app.git).

Mirror: https://mirror:${secret}@mirror.acmecorp.io/app.git

<a href="https://ops:${secret}@ops.acmecorp.io/">ops</a>

<https://ci:${secret}@ci.acmecorp.io:6000/hook>

Malformed in the password: <https://x:${secret}%zz@h.acmecorp.io/>.

[db]: postgres://app:${secret}@db.acmecorp.io/app
`

/** A text file holding `secret`. */
export const text = `Hook: https://ci:${secret}@ci.acmecorp.io/hook\n`
