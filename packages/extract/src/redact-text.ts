/**
 * Redaction of free text: what the tools and the language server print that
 * neither wrote nor checked (a parser's error, a plugin's message). It finds
 * URIs with the extractor, so it lives here and not next to core's
 * password code, which cannot depend on the extractor.
 */
import {maskPassword, redact} from '@urilint/core'
import {extract} from './extract.js'

/**
 * `text` with the password of every URI in it masked (also what is left of
 * one where the text cuts the URI short: `https://ci:Zt6R…`): for what the
 * tools print that neither wrote nor checked (a parser's error quoting a
 * config file, a plugin's message), so that a secret in it is never shown.
 */
export function redactText(text: string): string {
  // Fast path: no userinfo without `:`.
  if (!text.includes(':')) return text
  let redacted = text
  // From the last to the first, by offsets: a URI that is the start of a longer one must not mask (and so hide) a piece of the longer.
  for (const found of extract(text, {diagnostics: false, lines: false}).reverse()) {
    const masked = redact(found.uri)
    if (masked === found.uri) continue
    redacted =
      redacted.slice(found.start, found.end) === found.uri
        ? redacted.slice(0, found.start) + masked + redacted.slice(found.end)
        : // Rejoined over lines: not one run of the text; each piece of its password goes.
          maskPassword(redacted, found.uri)
  }
  return redacted
}

/**
 * `line` without a JSON parser's quote of the file it failed on
 * (json-parse-even-better-errors' `while parsing …`, in parse-json's
 * message, up to ` in <absolute path>` or the end; V8's `, "…" is not valid
 * JSON`): the quote may start inside a URI, past its scheme, where no
 * redaction can see the password.
 */
export function withoutParserQuote(line: string): string {
  return line
    .replace(/ while parsing .*?(?= in (?:\/|[A-Za-z]:[\\/])|$)/, '')
    .replace(/, (?:\.\.\.)?".*"(?:\.\.\.)? is not valid JSON$/, ', … is not valid JSON')
}
