/**
 * The raw responses, kept unchanged under `<root>/<date>/<source>/` so that
 * parsing can be rerun without the network (`--offline`) and a re-run can
 * ask 'changed since?' (If-None-Match / If-Modified-Since). Each response is
 * two files named after its key: the body (`.html`, `.json` or `.txt` by its
 * type) and its metadata (`.meta.json`), the body written first and each
 * file renamed into place, so a metadata file always has its whole body.
 */
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { mediaType } from './content-type.ts'

export interface StoredMeta {
  key: string
  source: string
  /** The URL asked for (the conditional request is sent only for the same one). */
  url: string
  /** Where the body came from, after redirects. */
  finalUrl: string
  /** 200 for a fresh body, 304 for the stored body confirmed unchanged. */
  status: number
  etag: string | null
  lastModified: string | null
  contentType: string | null
  /** ISO 8601, UTC. */
  fetchedAt: string
  fromCache: boolean
  /** The body's file name, beside this one. */
  bodyFile: string
}

export type StoredInput = Omit<StoredMeta, 'key' | 'source' | 'bodyFile'>

export interface StoredResponse {
  meta: StoredMeta
  body: string
  /** The date folder it was read from. */
  date: string
}

export interface RawStore {
  /** `<root>/<date>/<source>` */
  readonly dir: string
  write: (key: string, body: string, meta: StoredInput) => Promise<void>
  /** The latest copy for `key` in this source, this date or an earlier one; null when none. */
  readStored: (key: string) => Promise<StoredResponse | null>
}

const DATE = /^\d{4}-\d{2}-\d{2}$/
const SOURCE = /^[a-z0-9][a-z0-9-]{0,63}$/
const SLUG_MAX = 60
/** A body file name as `write` makes them (nothing with a path in it is read). */
const BODY_FILE = /^[a-z0-9-]+\.(html|json|txt)$/

/** A readable slug of the key and 12 hex digits of its SHA-256: 'baptist-health-paducah-1f2e3d4c5b6a'. */
export function storedName(key: string): string {
  const slug = key
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '')
  const hash = createHash('sha256').update(key).digest('hex').slice(0, 12)
  return slug === '' ? hash : `${slug}-${hash}`
}

function bodyExtension(contentType: string | null): string {
  const type = mediaType(contentType)
  if (type === 'text/html' || type === 'application/xhtml+xml') return '.html'
  if (type.endsWith('json')) return '.json'
  return '.txt'
}

async function writeAtomically(path: string, text: string): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`
  await writeFile(temporary, text, 'utf8')
  await rename(temporary, path)
}

/** Throws on a date that is not YYYY-MM-DD or a source that is not a plain folder name (kebab-case). */
export function rawStore(root: string, date: string, source: string): RawStore {
  if (!DATE.test(date))
    throw new Error(`rawStore: date ${date} is not YYYY-MM-DD`)
  if (!SOURCE.test(source))
    throw new Error(
      `rawStore: source ${source} is not a kebab-case folder name`,
    )
  const dir = join(root, date, source)
  return {
    dir,
    async write(key, body, input) {
      const name = storedName(key)
      const meta: StoredMeta = {
        key,
        source,
        ...input,
        bodyFile: name + bodyExtension(input.contentType),
      }
      await mkdir(dir, { recursive: true })
      await writeAtomically(join(dir, meta.bodyFile), body)
      await writeAtomically(
        join(dir, `${name}.meta.json`),
        `${JSON.stringify(meta, null, 2)}\n`,
      )
    },
    async readStored(key) {
      const name = storedName(key)
      let dates: string[]
      try {
        dates = (await readdir(root)).filter((d) => DATE.test(d) && d <= date)
      } catch {
        return null
      }
      for (const folder of dates.sort().reverse()) {
        const at = join(root, folder, source)
        let meta: StoredMeta
        try {
          meta = JSON.parse(
            await readFile(join(at, `${name}.meta.json`), 'utf8'),
          ) as StoredMeta
        } catch {
          continue
        }
        if (meta.key !== key || !BODY_FILE.test(String(meta.bodyFile))) continue
        try {
          const body = await readFile(join(at, meta.bodyFile), 'utf8')
          return { meta, body, date: folder }
        } catch {
          continue
        }
      }
      return null
    },
  }
}
