/** What the home search says when a place is not found or cannot be looked up. */
export const SEARCH_MESSAGES = {
  notFound: 'Location not found. Please try a different address.',
  geocoderFailed: 'Unable to search location. Please try again.',
  geolocationFailed:
    'Unable to access your location. Please enter an address manually.',
  loadFailed: 'We could not load the clinic list. Please try again.',
} as const

export const CURRENT_LOCATION_LABEL = 'Current Location'

/** The results heading's id: a search brings it into view and focuses it. */
export const RESULTS_HEADING_ID = 'results-heading'
