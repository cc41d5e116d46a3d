import { config } from '@/config/env'
import { updateStore } from './update-store'

/**
 * Registers the service worker and sends kept messages (see src/app/offline-start.ts). The
 * registration is a few lines of the platform's own API rather than
 * workbox-window (2 KB gzip on every page; src/README.md, Decisions).
 */
export async function afterLoad(): Promise<void> {
  if (config.mode === 'database') {
    const { flushOutbox } = await import('./outbox-client')
    void flushOutbox()
    window.addEventListener('online', () => void flushOutbox())
  }
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  // The worker's install downloads the whole site: when the browser is idle
  // (kept messages above go out at once).
  await new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 5000 })
    else setTimeout(resolve, 200)
  })
  const sw = navigator.serviceWorker
  let registration: ServiceWorkerRegistration | undefined
  try {
    registration = await sw.register('/sw.js')
  } catch (e) {
    console.info(
      'the service worker did not register; the site works online only',
      e,
    )
    return
  }
  // A browser that blocks service workers (a policy, an automation setting)
  // may answer with no registration at all: the site then works online only.
  if (!registration) return
  // A new deployment waits until the next visit, or until the parent taps
  // 'Reload': then it takes over and the page loads again from it.
  const offer = (waiting: ServiceWorker) =>
    updateStore.set(() => {
      sw.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      })
      waiting.postMessage({ type: 'SKIP_WAITING' })
    })
  // Only an update: the first worker of a visit has no controller to replace.
  if (registration.waiting && sw.controller) offer(registration.waiting)
  const reg = registration
  reg.addEventListener('updatefound', () => {
    const installing = reg.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && sw.controller) offer(installing)
    })
  })
}
