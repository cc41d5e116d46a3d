import { z } from 'zod'
import type { ClinicRow, TownRow } from '@/domain/map-row'

// No eval: zod's fast path compiles parsers with new Function, which the
// site's Content-Security-Policy (no 'unsafe-eval') forbids; even zod's probe
// for it is reported as a CSP violation. The interpreted path gives the same
// results.
z.config({ jitless: true })

/**
 * Rows are checked at the boundary: a row of the wrong shape is reported as a
 * DataSourceError instead of reaching a page half-formed. Columns a project
 * has not added (the provenance ones) read as null.
 */
const text = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? null)
const texts = z
  .array(z.string())
  .nullable()
  .optional()
  .transform((v) => v ?? null)
const num = z
  .number()
  .nullable()
  .optional()
  .transform((v) => v ?? null)
const bool = z
  .boolean()
  .nullable()
  .optional()
  .transform((v) => v ?? null)

export const clinicRowSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  address: text,
  city: z.string(),
  state: z
    .string()
    .nullable()
    .transform((v) => v ?? 'KY'),
  zip: text,
  phone: text,
  rating: num,
  review_count: num,
  hours_today: text,
  closes_today: text,
  is_open: bool,
  hours_sunday: text,
  hours_monday: text,
  hours_tuesday: text,
  hours_wednesday: text,
  hours_thursday: text,
  hours_friday: text,
  hours_saturday: text,
  timezone: text,
  services: texts,
  special_hours: texts,
  image: text,
  accepts_walk_ins: bool,
  website: text,
  description: text,
  meta_title: text,
  meta_description: text,
  keywords: text,
  slug: text,
  tags: texts,
  town_id: text,
  latitude: num,
  longitude: num,
  coordinates_approximate: bool,
  sources: texts,
  as_of: text,
  confidence: z
    .enum(['high', 'medium', 'low'])
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  status_note: text,
}) satisfies z.ZodType<ClinicRow, unknown>

export const townRowSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  state: z
    .string()
    .nullable()
    .transform((v) => v ?? 'KY'),
  slug: z.string().min(1),
  meta_title: text,
  meta_description: text,
  population: num,
  description: text,
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<TownRow, unknown>
