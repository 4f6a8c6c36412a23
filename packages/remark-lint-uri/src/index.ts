export type {CommonOptions, NoMalformedUriOptions, NoUnsafePortOptions, NoUriPasswordOptions} from './rules/options.ts'
export type {RuleId, RuleMetadata, RuleSeverity} from './rules/metadata.ts'

export {default} from './rules/preset.ts'
export {ruleIds, ruleMetadata} from './rules/metadata.ts'
export {default as remarkLintNoMalformedUri} from './rules/no-malformed-uri.ts'
export {default as remarkLintNoUnsafePort} from './rules/no-unsafe-port.ts'
export {default as remarkLintNoUriPassword} from './rules/no-uri-password.ts'
