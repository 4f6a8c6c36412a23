/**
 * Resolve a reference against a base URI: RFC 3986 5.2 (default) or
 * RFC 2396 5.2 (`mode: 'rfc2396'`), which differ on `?y`, `/./g`, `/../g`
 * and `..` above the root.
 */
import {checkInput, checkMode, type ModeOptions} from './parse.ts'
import {serialize} from './serialize.ts'
import {split, type Parts} from './split.ts'

export interface ResolveOptions extends ModeOptions {
  /**
   * RFC 3986 5.2.2 / RFC 2396 C: a strict parser reads `http:g` as the
   * absolute URI `http:g`; a non-strict one drops a scheme equal to the
   * base's and resolves `g`. Default `true`.
   */
  strict?: boolean | undefined
}

/**
 * Resolve `reference` against the absolute URI `base` (RFC 3986 5.2.2).
 * The base's fragment is ignored (5.2.1). Throws only when `base` has no
 * scheme: a base must be absolute, and choosing it is the caller's part.
 */
export function resolve(base: string, reference: string, options?: ResolveOptions): string {
  checkInput(base, 'base')
  checkInput(reference, 'reference')
  const mode = checkMode(options)
  const strict = options?.strict ?? true
  const b = split(base)
  if (b.scheme === undefined) throw new TypeError('Expected `base` to be an absolute URI with a scheme')
  const r = split(reference)
  if (!strict && r.scheme !== undefined && r.scheme.toLowerCase() === b.scheme.toLowerCase()) r.scheme = undefined
  return serialize(mode === 'rfc2396' ? transform2396(b, r) : transform3986(b, r))
}

/** RFC 3986 5.2.2: transform references. */
function transform3986(base: Parts, reference: Parts): Parts {
  if (reference.scheme !== undefined) {
    return {...reference, path: removeDotSegments(reference.path)}
  }
  const target: Parts = {scheme: base.scheme, authority: base.authority, path: '', query: reference.query, fragment: reference.fragment}
  if (reference.authority !== undefined) {
    target.authority = reference.authority
    target.path = removeDotSegments(reference.path)
  } else if (reference.path === '') {
    target.path = base.path
    target.query = reference.query ?? base.query
  } else {
    target.path = removeDotSegments(reference.path.startsWith('/') ? reference.path : merge(base, reference.path))
  }
  return target
}

/** RFC 3986 5.2.3: merge paths. */
function merge(base: Parts, path: string): string {
  if (base.authority !== undefined && base.path === '') return '/' + path
  return base.path.slice(0, base.path.lastIndexOf('/') + 1) + path
}

/**
 * RFC 3986 5.2.4: remove dot segments. Each step moves a segment to or from
 * the output stack, so the work is linear in the path.
 */
export function removeDotSegments(path: string): string {
  if (!path.includes('.')) return path // no dot, no dot segment: the common case
  const output: string[] = []
  const length = path.length
  let index = 0
  while (index < length) {
    // A: "../" or "./" prefix.
    if (path.startsWith('../', index)) {
      index += 3
    } else if (path.startsWith('./', index)) {
      index += 2
    }
    // B: "/./" or a final "/." becomes "/".
    else if (path.startsWith('/./', index)) {
      index += 2
    } else if (index + 2 === length && path.startsWith('/.', index)) {
      output.push('/')
      index = length
    }
    // C: "/../" or a final "/.." becomes "/" and drops the last output segment.
    else if (path.startsWith('/../', index)) {
      index += 3
      output.pop()
    } else if (index + 3 === length && path.startsWith('/..', index)) {
      output.pop()
      output.push('/')
      index = length
    }
    // D: a lone "." or "..".
    else if ((index + 1 === length && path.charCodeAt(index) === 0x2e) || (index + 2 === length && path.startsWith('..', index))) {
      index = length
    }
    // E: move the first segment (with its leading "/", if any) to the output.
    else {
      let end = path.indexOf('/', index + 1)
      if (end === -1) end = length
      output.push(path.slice(index, end))
      index = end
    }
  }
  return output.join('')
}

/** RFC 2396 5.2: resolve with that spec's steps 2-7. */
function transform2396(base: Parts, reference: Parts): Parts {
  // Step 2: a reference to the current document.
  if (reference.path === '' && reference.scheme === undefined && reference.authority === undefined && reference.query === undefined) {
    return {...base, fragment: reference.fragment}
  }
  // Steps 3-5: scheme, authority or absolute path are taken as they are.
  if (reference.scheme !== undefined) return reference
  if (reference.authority !== undefined) return {...reference, scheme: base.scheme}
  if (reference.path.startsWith('/')) return {...reference, scheme: base.scheme, authority: base.authority}
  // Step 6: all but the last segment of the base path, then the reference's.
  const directory = base.authority !== undefined && base.path === '' ? '/' : base.path.slice(0, base.path.lastIndexOf('/') + 1)
  return {
    scheme: base.scheme,
    authority: base.authority,
    path: reduce2396(directory + reference.path),
    query: reference.query,
    fragment: reference.fragment
  }
}

/**
 * RFC 2396 5.2 step 6 a-e: drop complete `.` segments, then each
 * `<segment>/..` (leftmost first, which a stack does in one pass); `..`
 * above the root stays, as step e allows.
 */
function reduce2396(buffer: string): string {
  const rooted = buffer.startsWith('/')
  const segments = (rooted ? buffer.slice(1) : buffer).split('/')
  const output: string[] = []
  const last = segments.length - 1
  for (let index = 0; index <= last; index++) {
    const segment = segments[index]!
    if (segment === '.') {
      if (index === last) output.push('') // b: keeps the trailing "/"
      continue
    }
    if (segment === '..' && output.length > 0 && output[output.length - 1] !== '..') {
      output.pop()
      if (index === last) output.push('') // d: "<segment>/.." at the end leaves "/"
      continue
    }
    output.push(segment)
  }
  return (rooted ? '/' : '') + output.join('/')
}
