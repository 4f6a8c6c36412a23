export type {CommonOptions, NoMalformedUriOptions, NoUnsafePortOptions, NoUriPasswordOptions} from './rules/options.js'
export type {RuleId, RuleMetadata, RuleSeverity} from './rules/metadata.js'

export {default} from './rules/preset.js'
export {ruleIds, ruleMetadata} from './rules/metadata.js'
export {default as remarkLintNoMalformedUri} from './rules/no-malformed-uri.js'
export {default as remarkLintNoUnsafePort} from './rules/no-unsafe-port.js'
export {default as remarkLintNoUriPassword} from './rules/no-uri-password.js'
