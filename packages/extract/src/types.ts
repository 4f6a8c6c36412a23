/**
 * Shapes of the extractor's results. Offsets are UTF-16 code unit indices
 * into the text passed in (for mail: into the decoded part); `end` is
 * exclusive; `line` and `column` are 1-based, columns in UTF-16 code units.
 */
import type {Diagnostic} from '@urilint/core'

/** How a URI was delimited in the text (RFC 3986 Appendix E). */
export type Delimiter = 'angle' | 'quote' | 'url-prefix' | 'bare'

/** What was found: a URI reference, an Appendix F abbreviated URI (`www.`), or a bare e-mail address. */
export type Kind = 'uri' | 'www' | 'email'

/** A place in the text. */
export interface Point {
  /** UTF-16 offset. */
  offset: number
  /** 1-based line. */
  line: number
  /** 1-based column, in UTF-16 code units. */
  column: number
}

/** One piece of a URI as written on one line: `text.slice(start, end)`. `line` and `column` are 0 with `lines: false`. */
export interface UriSpan {
  start: number
  end: number
  line: number
  column: number
}

/**
 * A diagnostic of `@urilint/core` for the URI, with `start`/`end` moved from
 * offsets into `uri` to offsets into the text (`uriStart`/`uriEnd` keep the
 * offsets into `uri`), and the line and column of `start`.
 */
export interface LocatedDiagnostic extends Diagnostic {
  uriStart: number
  uriEnd: number
  line: number
  column: number
}

/** One URI reference found in text. */
export interface ExtractedUri {
  /** The URI as it should be used: wrappers, line breaks, indentation and quote prefixes removed. */
  uri: string
  /** Where each piece of `uri` is written; their texts joined give `uri`. */
  spans: UriSpan[]
  /** Start of the first span. */
  start: number
  /** End of the last span. */
  end: number
  line: number
  column: number
  /** Start of the match including its delimiters (`<`, `<URL:`, `"`). */
  outerStart: number
  /** End of the match including its delimiters (`>`, `"`). */
  outerEnd: number
  delimiter: Delimiter
  kind: Kind
  /** Whether the URI was rejoined across a line break. */
  rejoined: boolean
  /**
   * Every reading when the text allows more than one, `uri` (the likelier,
   * see the README) first: a line break after a hyphen (Appendix E: the
   * hyphen kept or dropped), blanks inside `<…>` (kept, `%20`, stripped), a
   * letter glued before the scheme (`ihttps://` gives `https://…` first).
   */
  alternatives?: string[]
  /** For an IRI (non-ASCII characters): the ASCII form from core `toAscii`. */
  ascii?: string
  /** For `www.` and e-mail finds: the full URI (`http://…`, `mailto:…`). */
  expanded?: string
  /**
   * Core `validate(uri, {as: 'uri-reference'})` findings, located in the
   * text. Results without findings share one frozen empty array.
   */
  diagnostics: LocatedDiagnostic[]
  /**
   * For a template (`"http://{host}:{port}/"`, `ldap://hostport/dn`,
   * `proto://host[:port]`, `"ws://127.0.0.1:%d/"`): its placeholders, as
   * offsets into `uri`; for a URL code builds on
   * (`'http://h/?user='.$form->{user}`), an empty one at its end, where the
   * code's rest goes. Templates are found only with `templates: true`.
   */
  placeholders?: {start: number; end: number}[]
}

/** Options of `extract`, `extractStream` and the mail functions. */
export interface ExtractOptions {
  /** Find Appendix F abbreviated URIs starting with `www.` (default `false`). */
  www?: boolean
  /** Find bare e-mail addresses (and `<user@host>`) (default `false`). */
  email?: boolean
  /**
   * More schemes to take without `//` whatever follows them, besides those
   * prose writes bare (`mailto:`, `urn:`, `tel:`…); `'any'` takes every
   * scheme, the letter of Appendix E. By default a scheme without `//` that
   * is registered (IANA) needs a URI's structure after it, and one that is
   * not is taken only inside `<URL:…>`.
   */
  schemes?: readonly string[] | 'any'
  /**
   * Take relative references in `<…>` and `"…"` (`<../doc.html>`,
   * `"/path"`) (default `false`: only in `<URL:…>`; C headers and paths in
   * quotes are not URIs to a reader).
   */
  relative?: boolean
  /**
   * Count lines for `line` and `column` of results, spans and diagnostics
   * (default `true`). Counting costs a search for every line break before
   * the last URI (half the time of `extract` on prose); with `false` they
   * are 0, for callers that need offsets only.
   */
  lines?: boolean
  /**
   * Also give templates, with their `placeholders` (default `false`: a
   * syntax form or format string is not a URI to a reader). A template is a
   * URI whose every violation of RFC 3986 lies in placeholders (`${HOST}`,
   * `{port}`, `%s`, `<id>`, `[:port]`, `…`), or one with a component that
   * is only a placeholder word (`hostport`, `filename`).
   */
  templates?: boolean
  /** Run core validation on each URI (default `true`); when `false`, `diagnostics` is empty. */
  diagnostics?: boolean
  /** Grammar for the diagnostics (default `'rfc3986'`). */
  mode?: 'rfc3986' | 'rfc2396'
}
