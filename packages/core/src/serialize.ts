/** RFC 3986 5.3: component recomposition. */
import {holds} from './span.js'
import type {Authority, Component} from './types.js'

type Part = string | Component | undefined

/** The components to recompose: strings or parsed components; absent is `undefined`. */
export interface Recomposable {
  scheme?: Part
  authority?: string | Authority | undefined
  path: string | Component
  query?: Part
  fragment?: Part
}

function text(part: string | Component): string {
  return typeof part === 'string' ? part : part.value
}

/** The authority as its parts spell it (so an edited host or port is honoured). */
function authorityText(authority: string | Authority): string {
  if (typeof authority === 'string') return authority
  let result = authority.userinfo === undefined ? '' : authority.userinfo.value + '@'
  result += authority.host.value
  if (authority.port !== undefined) result += ':' + authority.port.value
  // Text after an IP literal that starts no port (`[::1]x`, an error of its
  // own) is in no part: kept as written, so that `serialize(parse(x)) === x`.
  else if (holds(authority, authority.host.end)) result += authority.value.slice(authority.host.end - authority.start)
  return result
}

/**
 * Recompose a URI reference (RFC 3986 5.3). A path that would read as an
 * authority (`//` with no authority) gets `/.` before it, as RFC 3986
 * erratum 4547 advises, so the result names the same resource.
 */
export function serialize(components: Recomposable): string {
  if (components === null || typeof components !== 'object') throw new TypeError('Expected components to be an object')
  const {scheme, authority, path, query, fragment} = components
  if (path === undefined || path === null) throw new TypeError('Expected `path` to be a string (possibly empty)')
  let result = ''
  if (scheme !== undefined) result += text(scheme) + ':'
  const pathText = text(path)
  if (authority !== undefined) {
    result += '//' + authorityText(authority)
  } else if (pathText.startsWith('//')) {
    result += '/.'
  }
  result += pathText
  if (query !== undefined) result += '?' + text(query)
  if (fragment !== undefined) result += '#' + text(fragment)
  return result
}
