import { flushOutbox } from './outbox-client'
import { updateStore } from './update-store'

/** Registers the service worker and sends kept messages (see ./start). */
export async function afterLoad(): Promise<void> {
  void flushOutbox()
  window.addEventListener('online', () => void flushOutbox())
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const { Workbox } = await import('workbox-window')
  const wb = new Workbox('/sw.js')
  // A new deployment waits until the next visit, or until the parent taps
  // 'Reload': then it takes over and the page loads again from it.
  wb.addEventListener('waiting', () =>
    updateStore.set(() => {
      wb.addEventListener('controlling', () => window.location.reload())
      wb.messageSkipWaiting()
    }),
  )
  try {
    await wb.register()
  } catch (e) {
    console.info(
      'the service worker did not register; the site works online only',
      e,
    )
  }
}
