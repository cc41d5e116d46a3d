export interface HeaderRule {
  pattern: string
  headers: Array<[string, string]>
}
export function parseHeadersFile(text: string): HeaderRule[]
export function matchesPattern(pattern: string, pathname: string): boolean
export function headersFor(
  rules: HeaderRule[],
  pathname: string,
): Record<string, string>
