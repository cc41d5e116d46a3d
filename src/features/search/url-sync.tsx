import { useUrlSearchSync } from './use-url-search'

type Props = Parameters<typeof useUrlSearchSync>[0]

/**
 * The URL sync as a lazily loaded component (nothing on screen): the home
 * page mounts it after hydration, once the address has a query or the search
 * differs from the defaults, so none of its code is in the first load.
 */
export default function UrlSearchSync(props: Props) {
  useUrlSearchSync(props)
  return null
}
