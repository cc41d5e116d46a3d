import { describe, expect, test } from 'vitest'
import { EMERGENCY_OPENING_HOURS, hospitalJsonLd } from '@/domain/seo/json-ld'
import { serializeJsonLd } from '@/domain/seo/json-ld-site'
import { toEmergencyDepartment } from '@/domain/emergency/types'
import { EMERGENCY_DEPARTMENT_ROWS } from '@/data/builtin/generated/emergency-departments'

const eds = EMERGENCY_DEPARTMENT_ROWS.map(toEmergencyDepartment)
const bySlug = (slug: string) => eds.find((e) => e.slug === slug)!

describe('hospitalJsonLd', () => {
  test('a Hospital with the stated name, address, phone, geo and 24-hour hours', () => {
    const ld = hospitalJsonLd(bySlug('marshall-county-hospital'), {
      origin: 'https://kids.example/',
    })
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Hospital',
      '@id': 'https://kids.example/#hospital-marshall-county-hospital',
      name: 'Marshall County Hospital',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '615 Old Symsonia Road',
        addressLocality: 'Benton',
        addressRegion: 'KY',
        postalCode: '42025',
        addressCountry: 'US',
      },
      telephone: bySlug('marshall-county-hospital').phone,
      geo: {
        '@type': 'GeoCoordinates',
        latitude: bySlug('marshall-county-hospital').coordinates!.lat,
        longitude: bySlug('marshall-county-hospital').coordinates!.lng,
      },
      openingHours: 'Mo-Su 00:00-23:59',
      medicalSpecialty: 'https://schema.org/Emergency',
    })
    expect(EMERGENCY_OPENING_HOURS).toBe('Mo-Su 00:00-23:59')
  })

  test('nothing invented: no geo without coordinates, no telephone, street or zip when unknown', () => {
    const macon = bySlug('macon-community-hospital')
    expect(macon.coordinates).toBeNull()
    const ld = hospitalJsonLd(macon, { origin: 'https://kids.example' })
    expect(ld).not.toHaveProperty('geo')
    expect(ld.telephone).toBe(macon.phone)
    const bare = hospitalJsonLd(
      { ...macon, phone: null, address: null, zip: null },
      { origin: 'https://kids.example' },
    )
    expect(bare).not.toHaveProperty('telephone')
    expect(bare.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Lafayette',
      addressRegion: 'TN',
      addressCountry: 'US',
    })
  })

  test('every record gives a valid Hospital that serialises safely', () => {
    for (const ed of eds) {
      const ld = hospitalJsonLd(ed, { origin: 'https://kids.example' })
      expect(ld['@type']).toBe('Hospital')
      expect(typeof ld.name).toBe('string')
      expect(String(ld['@id'])).toMatch(
        /^https:\/\/kids\.example\/#hospital-[a-z0-9-]+$/,
      )
      const text = serializeJsonLd(ld)
      expect(text).not.toMatch(/[<>&]/)
      expect(JSON.parse(text)).toEqual(ld)
    }
    // The Women's Hospital: the apostrophe survives, markup cannot.
    const ld = hospitalJsonLd(
      { ...bySlug('the-womens-hospital'), name: '</script><b>' },
      { origin: 'https://kids.example' },
    )
    expect(serializeJsonLd(ld)).not.toContain('</script>')
  })
})
