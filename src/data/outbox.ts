import {
  afterTry,
  isOutboxItem,
  type OutboxItem,
  type SendOutcome,
} from '@/domain/offline/outbox'

/*
 * Contact messages kept on the device until they can be sent (our own small
 * IndexedDB queue: src/data/README.md, Decisions). One record per
 * message, keyed by its idempotency key, so keeping a message twice keeps it
 * once and every send of it carries the same key.
 */

const DB_NAME = 'wky-offline'
const STORE = 'contact-outbox'

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () =>
      reject(req.error ?? new Error('IndexedDB request failed'))
  })
}

function open(idb: IDBFactory): Promise<IDBDatabase> {
  const req = idb.open(DB_NAME, 1)
  req.onupgradeneeded = () => {
    if (!req.result.objectStoreNames.contains(STORE))
      req.result.createObjectStore(STORE, { keyPath: 'idempotencyKey' })
  }
  return request(req)
}

async function withStore<T>(
  idb: IDBFactory,
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open(idb)
  try {
    const tx = db.transaction(STORE, mode)
    const result = await request(run(tx.objectStore(STORE)))
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve()
      tx.onerror = tx.onabort = () =>
        reject(tx.error ?? new Error('IndexedDB transaction failed'))
    })
    return result
  } finally {
    db.close()
  }
}

export interface Outbox {
  keep(item: OutboxItem): Promise<void>
  list(): Promise<OutboxItem[]>
  remove(key: string): Promise<void>
}

/** The outbox in this browser's IndexedDB (an injected factory in tests). */
export function indexedDbOutbox(
  idb: IDBFactory = globalThis.indexedDB,
): Outbox {
  return {
    async keep(item) {
      await withStore(idb, 'readwrite', (s) => s.put(item))
    },
    async list() {
      const all = await withStore(idb, 'readonly', (s) => s.getAll())
      return (all as unknown[])
        .filter(isOutboxItem)
        .sort((a, b) => a.keptAt.localeCompare(b.keptAt))
    },
    async remove(key) {
      await withStore(idb, 'readwrite', (s) => s.delete(key))
    },
  }
}

/**
 * Tries every kept message once, oldest first, each with its own key; drops
 * the sent and the refused, keeps the rest. One flush at a time in this tab
 * and, where the browser has Web Locks, across tabs, so no message is in
 * flight twice. Resolves with how many were sent.
 */
export function outboxFlusher(
  outbox: Outbox,
  send: (item: OutboxItem) => Promise<SendOutcome>,
  locks:
    | { request(name: string, run: () => Promise<number>): Promise<unknown> }
    | undefined = globalThis.navigator?.locks,
): () => Promise<number> {
  let running: Promise<number> | null = null
  const flushOnce = async () => {
    let sent = 0
    for (const item of await outbox.list()) {
      const outcome = await send(item)
      if (afterTry(outcome) === 'drop') await outbox.remove(item.idempotencyKey)
      if (outcome.kind === 'sent') sent++
      if (outcome.kind === 'unreachable') break
    }
    return sent
  }
  return () => {
    running ??= (
      locks
        ? (locks.request(`${DB_NAME}-${STORE}`, flushOnce) as Promise<number>)
        : flushOnce()
    ).finally(() => (running = null))
    return running
  }
}
