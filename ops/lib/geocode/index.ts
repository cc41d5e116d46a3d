/**
 * Coordinates from addresses (ops/lib/README.md): the request, match levels,
 * the distance rule, the client, the geocode sheet and its apply, declined
 * points.
 */
export * from './geocode-rejections.ts'
export * from './geocode-sheet.ts'
export * from './geocode.ts'
export * from './geocoder-client.ts'
