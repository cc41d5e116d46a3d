import { createExternalStore } from '@/hooks/external-store'

/*
 * Whether a new version of the site is waiting (the service worker of a new
 * deployment is installed), and how to switch to it: the function that
 * switches, or null while none is waiting. The update notice follows it.
 */
export const updateStore = createExternalStore<(() => void) | null>(null)
