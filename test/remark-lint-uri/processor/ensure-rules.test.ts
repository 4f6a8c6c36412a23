/**
 * Never a silent pass (packages/remark-lint-uri/src/processor/ensure-rules.ts):
 * with the configuration's plugins and then `ensureRules` (as unified-engine
 * uses them in the CLI and the language server), the preset's rules are
 * added when the configuration names none of them, and a configuration that
 * turns every one off is taken at its word and marked.
 */
import preset, {remarkLintNoMalformedUri, remarkLintNoUnsafePort, remarkLintNoUriPassword} from 'remark-lint-uri'
import remarkLint from 'remark-lint'
import type {Pluggable, PluggableList, Plugin} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it} from 'vitest'
import ensureRules from '../../../packages/remark-lint-uri/src/processor/ensure-rules.ts'
import {processor} from '../../../packages/remark-lint-uri/src/processor/processor.ts'
import {rangeOf} from '../helpers.ts'

const document = 'Relay https://u:Xk29dLq7@h.acme.io:25/a%zz\n'

const malformed = 'no-malformed-uri 1:7-1:43 warning Unexpected `%zz` in path, expected `%25zz`'
const port =
  'no-unsafe-port 1:36-1:38 warning Unexpected port `25` (smtp) for `https`, expected its default port or one no other protocol uses'
const password =
  'no-uri-password 1:17-1:25 error Unexpected password in `https://u:***@h.acme.io:25/a%zz`, expected no credentials in the URI'

/** What the CLI's processor sets on every file (quick-fix-flag.ts). */
const processorData = {urilintQuickFixes: true}

/** Lint `document` with the plugins of `configuration`, then `ensureRules`: each message as `rule range level reason`, and `data`. */
async function lintWith(configuration: PluggableList): Promise<{messages: string[]; data: VFile['data']}> {
  const file = new VFile({path: 'notes.md', value: document})
  const urilint = processor().use(configuration).use(ensureRules)
  await urilint.run(urilint.parse(file), file)
  const messages = file.messages.map((message) => {
    const level = message.fatal === true ? 'error' : message.fatal === false ? 'warning' : 'info'
    return `${message.ruleId} ${rangeOf(message)} ${level} ${message.reason}`
  })
  return {messages, data: file.data}
}

/** Each rule with the same options. */
function allThree(options: unknown): Pluggable[] {
  return [remarkLintNoMalformedUri, remarkLintNoUnsafePort, remarkLintNoUriPassword].map((rule): Pluggable => [
    rule,
    options
  ])
}

/** A plugin of another copy of the package: a different function of the same name (unified-lint-rule names each rule by its origin). */
function otherCopy(name: string): Plugin {
  const plugin: Plugin = () => undefined
  Object.defineProperty(plugin, 'name', {value: name})
  return plugin
}

describe('ensureRules', () => {
  it('adds the preset’s rules when the configuration names none of them, and marks the file `added`', async () => {
    const added = {messages: [malformed, port, password], data: {...processorData, urilintRules: 'added'}}
    expect(await lintWith([])).toEqual(added)
    // A configuration kept for remark-cli, with other plugins only.
    expect(await lintWith([remarkLint, otherCopy('remark-lint:no-dead-urls')])).toEqual(added)
  })

  it('adds nothing when the configuration names one rule: only that one runs, at its documented level', async () => {
    expect(await lintWith([remarkLintNoUnsafePort])).toEqual({messages: [port], data: processorData})
    // A password is an error however the rule is named without a severity: alone, `true`, options only.
    for (const named of [[remarkLintNoUriPassword], [remarkLintNoUriPassword, true], [remarkLintNoUriPassword, {}]]) {
      expect(await lintWith([named as Pluggable])).toEqual({messages: [password], data: processorData})
    }
    // A severity alone is read as one.
    expect(await lintWith([[remarkLintNoUriPassword, 'warn']])).toEqual({
      messages: [password.replace(' error ', ' warning ')],
      data: processorData
    })
    expect(await lintWith([[remarkLintNoUriPassword, ['warn']]])).toEqual({
      messages: [password.replace(' error ', ' warning ')],
      data: processorData
    })
  })

  it('counts a rule of another copy of the package, by its name', async () => {
    expect(await lintWith([otherCopy('remark-lint:no-uri-password')])).toEqual({messages: [], data: processorData})
  })

  it('marks the file `off` when the configuration turns all three off, in each form unified-lint-rule reads', async () => {
    for (const off of [false, 'off', 0, ['off'], [0], [false], [0, {allow: ['h.example']}], ['off', {}]]) {
      expect(await lintWith(allThree(off)), JSON.stringify(off)).toEqual({
        messages: [],
        data: {...processorData, urilintRules: 'off'}
      })
    }
    // The forms mixed.
    expect(
      await lintWith([
        [remarkLintNoMalformedUri, false],
        [remarkLintNoUnsafePort, ['off']],
        [remarkLintNoUriPassword, [0]]
      ])
    ).toEqual({
      messages: [],
      data: {...processorData, urilintRules: 'off'}
    })
    // Every rule it names off (the others unnamed): taken at its word too.
    expect(await lintWith([[remarkLintNoUriPassword, [false]]])).toEqual({
      messages: [],
      data: {...processorData, urilintRules: 'off'}
    })
  })

  it('marks nothing when one rule is off and another on', async () => {
    expect(
      await lintWith([
        [remarkLintNoUriPassword, false],
        [remarkLintNoUnsafePort, ['error']]
      ])
    ).toEqual({
      messages: [port.replace(' warning ', ' error ')],
      data: processorData
    })
    // On in every other form: `true`, `['on']`, `[1]`, `[2]`, options alone.
    for (const on of [true, ['on'], [1], [2], {}]) {
      const {data} = await lintWith([
        [remarkLintNoUriPassword, ['off']],
        [remarkLintNoMalformedUri, on]
      ])
      expect(data, JSON.stringify(on)).toEqual(processorData)
    }
  })

  it('adds nothing when the rules are named through the remark-lint-uri preset', async () => {
    expect(await lintWith([preset])).toEqual({messages: [malformed, port, password], data: processorData})
  })
})
