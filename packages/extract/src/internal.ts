/**
 * `@urilint/extract/internal`: library helpers the other urilint packages
 * share beyond the public API (not semver-stable): redaction of free text
 * and binary sniffing, for the CLIs, the processor and the language server;
 * the scheme registries, for the rules' scheme typos.
 */
export {isBinary, sniffLength} from './binary.js'
export {redactText, withoutParserQuote} from './redact-text.js'
export {formatOf, inputExtensions, inputFormats, isMailFormat, mailFormatOf, type InputFormat} from './formats.js'
export {registeredSchemes, wellKnownSchemes} from './registries.js'
