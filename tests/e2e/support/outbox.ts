import type { Page } from '@playwright/test'

/**
 * How many messages and reports are still kept on the device, waiting to be
 * sent (src/data/outbox.ts's store; 0 before it exists).
 */
export function keptOnDevice(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('wky-offline')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('contact-outbox')) {
            db.close()
            return resolve(0)
          }
          const count = db
            .transaction('contact-outbox')
            .objectStore('contact-outbox')
            .count()
          count.onsuccess = () => {
            db.close()
            resolve(count.result)
          }
          count.onerror = () => reject(count.error)
        }
      }),
  )
}
