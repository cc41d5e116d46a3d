import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { HelmetProvider } from 'react-helmet-async'
import { routes } from './app/routes'
import './index.css'

declare global {
  interface Window {
    __staticRouterHydrationData?: Parameters<
      typeof createBrowserRouter
    >[1] extends infer O
      ? O extends { hydrationData?: infer H }
        ? H
        : never
      : never
  }
}

const router = createBrowserRouter(routes, {
  hydrationData: window.__staticRouterHydrationData,
})

const app = (
  <StrictMode>
    <HelmetProvider>
      <RouterProvider router={router} />
    </HelmetProvider>
  </StrictMode>
)

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
// A prerendered page has markup to hydrate; the dev server's page does not.
if (container.firstElementChild)
  hydrateRoot(container, app, {
    onRecoverableError: (e, info) =>
      console.error('hydration recoverable error', e, info.componentStack),
  })
else createRoot(container).render(app)
