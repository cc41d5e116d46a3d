import { useEffect } from 'react'
import {
  Outlet,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from 'react-router'
import { getRepository } from '@/data/create-repository'
import { groupCities } from '@/domain/cities'
import { FOOTER_CITY_LIMIT, type CityCount } from '@/domain/clinic'
import { reportConfigProblem } from '@/config/env'
import { RouteHead } from '@/components/seo/head'
import { failedLoad } from './load-failure'
import { markHydrated } from './live-refresh'
import { ContactProvider } from '@/features/contact/contact-context'
import { SiteHeader } from '@/features/header/site-header'
import { SiteFooter } from '@/components/layout/site-footer'
import { EmergencyNotice } from '@/features/emergency/emergency-notice'
import { NavigationProgress } from './navigation-progress'
import { OfflineNotices } from '@/features/offline/offline-notices'

export interface RootData {
  footerCities: CityCount[]
}

/** Footer cities on every page; a failure is logged and hides the grid. */
export async function rootLoader(): Promise<RootData> {
  try {
    const cities = await (await getRepository()).listClinicCities()
    return {
      footerCities: groupCities(
        cities.map((city) => ({ city })),
        FOOTER_CITY_LIMIT,
      ),
    }
  } catch (e) {
    console.error('Footer city load error', e)
    return failedLoad({ footerCities: [] }, e)
  }
}

/** Marks the page hydrated (the tests' signal) and starts what waits for it. */
export function useHydratedMarker() {
  useEffect(() => markHydrated(), [])
}

/** The chrome every page shares. */
export function PageShell({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData('root') as RootData | undefined
  // A page may carry the 911 banner without its Emergency Info button
  // (handle.emergencyInfo false); none does: issue 48 asks for it on every
  // page, town pages too (the spec left it off them).
  const showInfoButton = !useMatches().some(
    (m) =>
      (m.handle as { emergencyInfo?: boolean } | undefined)?.emergencyInfo ===
      false,
  )
  return (
    <ContactProvider>
      <div className="flex min-h-screen flex-col bg-white text-slate-900">
        <a
          href="#main-content"
          className="sr-only z-50 rounded bg-blue-800 px-4 py-2 text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        >
          Skip to main content
        </a>
        <NavigationProgress />
        {/* react-router's: back/forward return to the reader's place. Here,
            so the error page (the root's ErrorBoundary) has it too. */}
        <ScrollRestoration />
        <SiteHeader />
        <OfflineNotices />
        <main
          id="main-content"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-6"
        >
          {children}
        </main>
        <SiteFooter cities={root?.footerCities ?? []} />
        <EmergencyNotice showInfoButton={showInfoButton} />
      </div>
    </ContactProvider>
  )
}

export function Layout() {
  useHydratedMarker()
  useEffect(() => reportConfigProblem(), [])
  return (
    <>
      <RouteHead />
      <PageShell>
        <Outlet />
      </PageShell>
    </>
  )
}
