import type { Clinic } from '@/domain/clinic'
import { UNKNOWN_FACTS } from '@/domain/before-you-go'
import { UNVERIFIED } from '@/domain/verification'

/** A deterministic clinic for tests; override what the test is about. */
export function createClinic(overrides: Partial<Clinic> = {}): Clinic {
  return {
    id: 1,
    uuid: '00000001-0000-5000-8000-000000000000',
    slug: 'test-clinic',
    name: 'Test Clinic',
    address: '1 Main St',
    city: 'Paducah',
    state: 'KY',
    zip: '42001',
    phone: '(270) 555-0100',
    rating: null,
    reviewCount: null,
    hours: { today: null, isOpen: null, closesToday: null },
    weeklyHours: {
      sunday: null,
      monday: null,
      tuesday: null,
      wednesday: null,
      thursday: null,
      friday: null,
      saturday: null,
    },
    timezone: 'America/Chicago',
    services: [],
    specialHours: [],
    image: null,
    acceptsWalkIns: null,
    website: null,
    description: null,
    metaTitle: null,
    metaDescription: null,
    keywords: null,
    tags: [],
    townId: null,
    coordinates: { lat: 37.0708921, lng: -88.6444767, approximate: true },
    provenance: {
      sources: ['https://example.org'],
      asOf: null,
      confidence: 'low',
      statusUnconfirmed: false,
    },
    status: 'active',
    verification: { ...UNVERIFIED },
    facts: { ...UNKNOWN_FACTS },
    ...overrides,
  }
}

/** Same hours every day. */
export function everyDay(text: string | null): Clinic['weeklyHours'] {
  return {
    sunday: text,
    monday: text,
    tuesday: text,
    wednesday: text,
    thursday: text,
    friday: text,
    saturday: text,
  }
}
