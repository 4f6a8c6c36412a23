/**
 * Resolve a reference against a base URI: RFC 3986 5.2 (default) or
 * RFC 2396 5.2 (`mode: 'rfc2396'`), which differ on `?y`, `/./g`, `/../g`
 * and `..` above the root.
 */
import {codes} from './codes.js'
import {checkInput, checkMode, type ResolveOptions} from './options.js'
import {serialize} from './serialize.js'
import {split, type Parts} from './split.js'

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
  const target: Parts = {
    scheme: base.scheme,
    authority: base.authority,
    path: '',
    query: reference.query,
    fragment: reference.fragment
  }
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
 * RFC 3986 5.2.4: remove dot segments. The output buffer is a stack of
 * segment offsets into `path` (each with its leading "/"), so every step is
 * constant work and nothing is sliced until the end: linear in the path.
 */
export function removeDotSegments(path: string): string {
  if (!path.includes('.')) return path // no dot, no dot segment: the common case
  const starts: number[] = []
  const ends: number[] = []
  const length = path.length
  const at = (offset: number) => (offset < length ? path.charCodeAt(offset) : -1)
  let index = 0
  let rootAtEnd = false // a final "/." or "/.." leaves a "/" that is not in `path` as such
  while (index < length) {
    const c0 = at(index)
    const c1 = at(index + 1)
    const c2 = at(index + 2)
    if (c0 === codes.dot && c1 === codes.dot && c2 === codes.slash) {
      index += 3 // A: "../"
    } else if (c0 === codes.dot && c1 === codes.slash) {
      index += 2 // A: "./"
    } else if (c0 === codes.slash && c1 === codes.dot && c2 === codes.slash) {
      index += 2 // B: "/./" becomes "/"
    } else if (c0 === codes.slash && c1 === codes.dot && c2 === -1) {
      rootAtEnd = true // B: a final "/." becomes "/"
      index = length
    } else if (
      c0 === codes.slash &&
      c1 === codes.dot &&
      c2 === codes.dot &&
      (at(index + 3) === codes.slash || index + 3 === length)
    ) {
      // C: "/../" or a final "/.." becomes "/" and drops the last output segment.
      starts.pop()
      ends.pop()
      if (index + 3 === length) {
        rootAtEnd = true
        index = length
      } else {
        index += 3
      }
    } else if ((c0 === codes.dot && c1 === -1) || (c0 === codes.dot && c1 === codes.dot && c2 === -1)) {
      index = length // D: a lone "." or ".."
    } else {
      // E: move the first segment, with its leading "/" if any, to the output.
      let end = index + 1
      while (end < length && path.charCodeAt(end) !== codes.slash) end++
      starts.push(index)
      ends.push(end)
      index = end
    }
  }
  let result = ''
  for (let k = 0; k < starts.length; k++) result += path.slice(starts[k], ends[k])
  return rootAtEnd ? result + '/' : result
}

/** RFC 2396 5.2: resolve with that spec's steps 2-7. */
function transform2396(base: Parts, reference: Parts): Parts {
  // Step 2: a reference to the current document.
  if (
    reference.path === '' &&
    reference.scheme === undefined &&
    reference.authority === undefined &&
    reference.query === undefined
  ) {
    return {...base, fragment: reference.fragment}
  }
  // Steps 3-5: scheme, authority or absolute path are taken as they are.
  if (reference.scheme !== undefined) return reference
  if (reference.authority !== undefined) return {...reference, scheme: base.scheme}
  if (reference.path.startsWith('/')) return {...reference, scheme: base.scheme, authority: base.authority}
  // Step 6: all but the last segment of the base path, then the reference's.
  const directory =
    base.authority !== undefined && base.path === '' ? '/' : base.path.slice(0, base.path.lastIndexOf('/') + 1)
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
