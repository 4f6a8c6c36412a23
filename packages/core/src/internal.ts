/**
 * `@urilint/core/internal`: what the other urilint packages share beyond the
 * public API (not semver-stable): the classification of diagnostics, spans,
 * how a message quotes text, printf conversions, templates, and every
 * password of a URI (its own and those of URIs written inside it).
 */
export {checkLevel, concernLevels, concernOf, type Concern} from './concerns.js'
export {describe, quoted, quotedEnd} from './diagnostics.js'
export {holds, overlaps, overlapsOrMeets, touches, within} from './span.js'
export {printfEnd} from './printf.js'
export {
  isPlaceholderPort,
  isPlainUri,
  isTemplate,
  mayHavePlaceholders,
  pathWordSpans,
  placeholderSpans,
  standalonePlaceholders,
  templateTagEnd
} from './template.js'
export {readEncoded, secretsOf} from './inspect.js'
export type {Secret} from './password.js'
