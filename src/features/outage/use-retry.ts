import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router'

/**
 * 'Try again': loads the page on screen again (its loaders run, the progress
 * bar shows), keeping the scroll position and the history entry.
 */
export function useRetry(): () => void {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  return useCallback(
    () =>
      void navigate(
        { pathname, search },
        { replace: true, preventScrollReset: true },
      ),
    [navigate, pathname, search],
  )
}
