/**
 * What the site reads of each table, written once: every read of
 * ./supabase-repository.ts selects these columns (or a few of them), never
 * `*`. The anon role may read exactly these columns and no other
 * (supabase/migrations/20261204000002_anon_reads_public_columns.sql; the
 * database test 66_public_columns.sh fails when the grants and these lists
 * differ), so a `select=*` or a hidden column is refused by PostgREST.
 *
 * A term is a column, or `field:column` where the site reads a column's
 * public form under the field's name (PostgREST's alias): the clinic's
 * sources without internal references, its status note as the fact that
 * there is one. No imports: the stand-ins and the database test read it too.
 */

/** A select term: the column read, under the field's name when they differ. */
export type SelectTerm = string

/** clinics: what a clinic's card and page show (domain/map-row.ts). */
export const CLINIC_COLUMNS = [
  'id',
  'name',
  'address',
  'city',
  'state',
  'zip',
  'phone',
  'rating',
  'review_count',
  'hours_today',
  'closes_today',
  'is_open',
  'hours_sunday',
  'hours_monday',
  'hours_tuesday',
  'hours_wednesday',
  'hours_thursday',
  'hours_friday',
  'hours_saturday',
  'timezone',
  'services',
  'special_hours',
  'image',
  'accepts_walk_ins',
  'website',
  'description',
  'meta_title',
  'meta_description',
  'keywords',
  'slug',
  'tags',
  'town_id',
  'latitude',
  'longitude',
  'coordinates_approximate',
  'sources:public_sources',
  'as_of',
  'confidence',
  'status_note:public_status_note',
  'status',
  'phone_verified_at',
  'phone_verified_method',
  'hours_verified_at',
  'hours_verified_method',
  'address_verified_at',
  'address_verified_method',
  'website_verified_at',
  'website_verified_method',
  'min_age_months',
  'accepts_medicaid_kchip',
  'medicaid_kchip_some_plans',
  'xray_on_site',
  'last_checkin_minutes_before_close',
  'languages',
  'min_age_verified_at',
  'min_age_verified_method',
  'medicaid_verified_at',
  'medicaid_verified_method',
  'xray_verified_at',
  'xray_verified_method',
  'last_checkin_verified_at',
  'last_checkin_verified_method',
  'languages_verified_at',
  'languages_verified_method',
  'visitors_reported_closed_until',
  'hours_exceptions',
] as const satisfies readonly SelectTerm[]

/** towns: what a town page shows (domain/map-row.ts: TownRow). */
export const TOWN_COLUMNS = [
  'id',
  'name',
  'state',
  'slug',
  'meta_title',
  'meta_description',
  'population',
  'description',
  'created_at',
  'updated_at',
] as const satisfies readonly SelectTerm[]

/** emergency_departments: an emergency room as listed (domain/emergency/types.ts). */
export const EMERGENCY_DEPARTMENT_COLUMNS = [
  'id',
  'slug',
  'name',
  'other_names',
  'address',
  'city',
  'state',
  'zip',
  'county',
  'phone',
  'latitude',
  'longitude',
  'cms_facility_id',
  'hospital_type',
  'cms_hospital_type',
  'cms_ownership',
  'hifld_id',
  'hifld_type',
  'beds_hifld',
  'helipad_hifld',
  'status',
  'status_basis',
  'hifld_as_of',
  'coordinates_source',
  'emergency_services_basis',
  'trauma_level',
  'pediatric_note',
  'notes',
  'military',
  'out_of_state',
  'sources:public_sources',
  'as_of',
  'as_of_note',
  'confidence',
  'confidence_note',
] as const satisfies readonly SelectTerm[]

/** Each table the site reads, with its columns. */
export const PUBLIC_COLUMNS = {
  clinics: CLINIC_COLUMNS,
  towns: TOWN_COLUMNS,
  emergency_departments: EMERGENCY_DEPARTMENT_COLUMNS,
} as const

export type PublicTable = keyof typeof PUBLIC_COLUMNS

/** The field a term fills (`sources` of `sources:public_sources`). */
export const fieldOf = (term: SelectTerm): string => term.split(':')[0]!

/** The column a term reads (`public_sources` of `sources:public_sources`). */
export const columnOf = (term: SelectTerm): string => term.split(':').at(-1)!

/** The columns of a table the anon role may read, as the grants name them. */
export const grantedColumns = (table: PublicTable): string[] =>
  PUBLIC_COLUMNS[table].map(columnOf)

/** A table's whole select list, as PostgREST's `select=` takes it. */
export const selectAll = (table: PublicTable): string =>
  PUBLIC_COLUMNS[table].join(',')

type FieldsOf<T extends PublicTable> = (typeof PUBLIC_COLUMNS)[T][number]

/** A few plain columns of a table (a typo or a hidden column does not compile). */
export const selectFew = <T extends PublicTable>(
  _table: T,
  ...columns: Exclude<FieldsOf<T>, `${string}:${string}`>[]
): string => columns.join(',')
