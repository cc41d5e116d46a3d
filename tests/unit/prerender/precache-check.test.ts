import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import {
  checkPrecache,
  precacheFile,
  precacheProblems,
  precacheUrls,
} from '@/prerender/precache-check'

/** A worker as injectManifest writes it: the list inlined in minified code. */
const worker = (urls: string[]) =>
  `(function(){var e=1;precacheAndRoute(${JSON.stringify(
    urls.map((url, i) => ({
      revision: url.includes('assets/') ? null : `abc${i}`,
      url,
    })),
  )},{ignoreURLParametersMatching:[/.*/]})})();`

describe('precache URLs', () => {
  test('reads every entry of the inlined list, revision or not', () => {
    expect(
      precacheUrls(
        worker(['/index.html', '/assets/a-B1.js', '/es/town/x.html']),
      ),
    ).toEqual(['/index.html', '/assets/a-B1.js', '/es/town/x.html'])
  })

  test('resolve against the worker: relative ones under /es/ for the Spanish worker', () => {
    expect(precacheFile('manifest.webmanifest', 'es/sw.js')).toBe(
      'es/manifest.webmanifest',
    )
    expect(precacheFile('manifest.webmanifest', 'sw.js')).toBe(
      'manifest.webmanifest',
    )
    expect(precacheFile('/manifest.webmanifest', 'es/sw.js')).toBe(
      'manifest.webmanifest',
    )
    expect(precacheFile('../assets/a.js', 'es/sw.js')).toBe('assets/a.js')
    expect(precacheFile('https://cdn.example/a.js', 'sw.js')).toBeNull()
    expect(precacheFile('/x/..%2f..%2fsecret', 'sw.js')).toBeNull()
  })
})

describe('precacheProblems', () => {
  const files = new Set([
    'index.html',
    'manifest.webmanifest',
    'assets/a-B1.js',
    'icons/icon-192.png',
    'es/index.html',
    'es/404.html',
    '_headers',
  ])
  const served = (f: string) => files.has(f)

  test('the Spanish worker of issue 41 (relative URLs) fails, naming each entry', () => {
    expect(
      precacheProblems(
        [
          'es/index.html',
          'manifest.webmanifest',
          'assets/a-B1.js',
          'icons/icon-192.png',
        ],
        'es/sw.js',
        served,
      ),
    ).toEqual([
      'es/index.html → /es/es/index.html (404)',
      'manifest.webmanifest → /es/manifest.webmanifest (404)',
      'assets/a-B1.js → /es/assets/a-B1.js (404)',
      'icons/icon-192.png → /es/icons/icon-192.png (404)',
    ])
  })

  test('the same entries from the root pass, for either worker', () => {
    const urls = [
      '/es/index.html',
      '/es/404.html',
      '/manifest.webmanifest',
      '/assets/a-B1.js',
      '/icons/icon-192.png',
    ]
    expect(precacheProblems(urls, 'es/sw.js', served)).toEqual([])
    expect(precacheProblems(['/index.html', ...urls], 'sw.js', served)).toEqual(
      [],
    )
  })

  test('a folder, host configuration or another origin is never a served file', () => {
    expect(
      precacheProblems(
        ['/', '/es/', '/_headers', 'https://cdn.example/a.js'],
        'sw.js',
        served,
      ),
    ).toEqual([
      '/ → / (a folder, not a file)',
      '/es/ → /es/ (a folder, not a file)',
      '/_headers → /_headers (host configuration, never served)',
      'https://cdn.example/a.js (not on this site)',
    ])
  })
})

describe('checkPrecache on a built folder', () => {
  let dir = ''
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  async function site(workers: Record<string, string[]>) {
    dir = await mkdtemp(path.join(tmpdir(), 'precache-check-'))
    for (const f of ['index.html', 'manifest.webmanifest', 'es/index.html']) {
      await mkdir(path.dirname(path.join(dir, f)), { recursive: true })
      await writeFile(path.join(dir, f), 'x')
    }
    for (const [dest, urls] of Object.entries(workers))
      await writeFile(path.join(dir, dest), worker(urls))
  }

  test('passes when every entry of both workers is a file', async () => {
    await site({
      'sw.js': ['/index.html', '/manifest.webmanifest'],
      'es/sw.js': ['/es/index.html', '/manifest.webmanifest'],
    })
    await expect(checkPrecache(dir, 'sw.js', 2)).resolves.toBeUndefined()
    await expect(checkPrecache(dir, 'es/sw.js', 2)).resolves.toBeUndefined()
  })

  test('fails the build for the Spanish worker that lists manifest.webmanifest relative', async () => {
    await site({
      'sw.js': ['index.html', 'manifest.webmanifest'],
      'es/sw.js': ['es/index.html', 'manifest.webmanifest'],
    })
    // The English worker sits at the root: relative is the same there.
    await expect(checkPrecache(dir, 'sw.js', 2)).resolves.toBeUndefined()
    await expect(checkPrecache(dir, 'es/sw.js', 2)).rejects.toThrow(
      /es\/sw\.js precaches URLs its site does not serve[\s\S]*manifest\.webmanifest → \/es\/manifest\.webmanifest \(404\)/,
    )
  })

  test('fails when it cannot read as many entries as were written', async () => {
    await site({ 'sw.js': ['/index.html'] })
    await expect(checkPrecache(dir, 'sw.js', 2)).rejects.toThrow(
      /found 1 precache entries where 2 were written/,
    )
  })
})
