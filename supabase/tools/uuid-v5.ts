import { createHash } from 'node:crypto'

/** RFC 4122 URL namespace. */
export const URL_NAMESPACE = '6ba7b811-9dad-11d1-80b4-00c04fd430c8'

/** Deterministic name-based uuid (version 5, SHA-1), RFC 4122 section 4.3. */
export function uuidV5(
  name: string,
  namespace: string = URL_NAMESPACE,
): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex')
  if (ns.length !== 16) throw new Error(`bad namespace uuid: ${namespace}`)
  const hash = createHash('sha1').update(ns).update(name, 'utf8').digest()
  const b = Buffer.from(hash.subarray(0, 16))
  b[6] = (b[6]! & 0x0f) | 0x50
  b[8] = (b[8]! & 0x3f) | 0x80
  const hex = b.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export const clinicUuid = (slug: string) =>
  uuidV5(`https://wky-pediatric-urgent-care/clinics/${slug}`)
export const townUuid = (slug: string) =>
  uuidV5(`https://wky-pediatric-urgent-care/towns/${slug}`)
/** Emergency departments: the uuid v5 of their CMS facility id. */
export const emergencyDepartmentUuid = (cmsFacilityId: string) =>
  uuidV5(
    `https://wky-pediatric-urgent-care/emergency-departments/${cmsFacilityId}`,
  )
