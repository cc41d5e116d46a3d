/*
 * Whether a new version of the site is waiting (the service worker of a new
 * deployment is installed), and how to switch to it. A tiny store the update
 * notice reads with useSyncExternalStore.
 */
let applyUpdate: (() => void) | null = null
const listeners = new Set<() => void>()

export const updateStore = {
  get: () => applyUpdate,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  set(apply: (() => void) | null) {
    applyUpdate = apply
    for (const l of listeners) l()
  },
}
