import type { FilterId } from './filter-vocabulary'

/**
 * What the filter panel and the chips of the filters in use call each filter
 * (./filter-vocabulary.ts). Apart from the vocabulary: only the panel and the
 * chips show them, and they load with the filter code
 * (features/search/search-link.ts), not in home's first load.
 */
export const FILTER_LABELS: Readonly<Record<FilterId, string>> = {
  'open-now': 'Open Now',
  'after-hours': 'Open After 6 PM',
  weekends: 'Weekend Hours',
  'late-night': 'Open Late (Past 9 PM)',
  'early-morning': 'Open Early (Before 8 AM)',
  pediatric: 'Pediatric Specialists',
  emergency: 'Emergency Care',
  'walk-in': 'Walk-in Welcome',
  telehealth: 'Telehealth Available',
  'under-6-months': 'Under 6 months',
  '6-23-months': '6–23 months',
  '2-years-plus': '2 years and older',
  'medicaid-kchip': 'Takes Medicaid/KCHIP',
}
