export type {Delimiter, ExtractedUri, ExtractOptions, Kind, LocatedDiagnostic, Point, UriSpan} from './types.ts'
export type {Chunk} from './stream.ts'

export {extract} from './extract.ts'
export {extractStream} from './stream.ts'
export {bareSchemes} from './schemes.ts'
