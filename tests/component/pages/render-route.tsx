import { expect } from 'vitest'
import { render, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { routes } from '@/app/routes'
import { setRepository } from '@/data/create-repository'
import { createBuiltinRepository } from '@/data/builtin/builtin-repository'
import { CLINIC_ROWS, TOWN_ROWS } from '@/data/builtin/generated/data'
import { COORDINATES } from '@/data/builtin/generated/coordinates'
import type { ClinicRow, TownRow } from '@/domain/map-row'

export const HOSTILE = '</script><img src=x onerror=alert(1)>'

/** Renders the real route table at `path` in a memory router. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const view = render(<RouterProvider router={router} useTransitions={false} />)
  return { router, ...view }
}

/** Built-in rows with some rows changed (by slug), added or towns replaced. */
export function useRows(opts: {
  patch?: Record<string, Partial<ClinicRow>>
  add?: ClinicRow[]
  towns?: readonly TownRow[]
}) {
  const clinics = CLINIC_ROWS.map((r) => ({
    ...r,
    ...(opts.patch?.[r.slug ?? ''] ?? {}),
  })) as ClinicRow[]
  setRepository(
    createBuiltinRepository({
      clinics: [...clinics, ...(opts.add ?? [])],
      towns: opts.towns ?? TOWN_ROWS,
      coordinates: COORDINATES,
    }),
  )
}

/** The parsed JSON-LD script the head keeps in <head>. */
export async function jsonLd(): Promise<unknown> {
  let text = ''
  await waitFor(() => {
    const el = document.getElementById('jsonld')
    expect(el).not.toBeNull()
    text = el!.textContent ?? ''
    expect(text.length).toBeGreaterThan(0)
  })
  return JSON.parse(text)
}

export interface GraphNode {
  '@type': string
  [k: string]: unknown
}

/** The nodes of an '@graph' JSON-LD value, by type. */
export function graphNode(ld: unknown, type: string): GraphNode {
  const graph = (ld as { '@graph': GraphNode[] })['@graph']
  const node = graph.find((n) => n['@type'] === type)
  if (!node) throw new Error(`no ${type} node`)
  return node
}
