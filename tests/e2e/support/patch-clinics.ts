import type { Page, TestInfo } from '@playwright/test'
import { control, isDatabaseMode } from './control'

type Values = Record<string, unknown>

/** Changes clinic rows (by slug) for this page, in either data mode. */
export async function patchClinics(
  page: Page,
  testInfo: TestInfo,
  patches: Record<string, Values>,
) {
  if (isDatabaseMode(testInfo.project.use.baseURL)) {
    for (const [slug, values] of Object.entries(patches))
      await control(page.request, { patchClinic: { slug, values } })
    return
  }
  await page.route('**/assets/data-*.js', async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    const name = /([\w$]+) as CLINIC_ROWS/.exec(body)?.[1]
    if (!name) throw new Error('CLINIC_ROWS export not found in the data chunk')
    const patch = `;for(const r of ${name}){const p=(${JSON.stringify(patches)})[r.slug];if(p)Object.assign(r,p)}`
    await route.fulfill({ response, body: body + patch })
  })
  // A prerendered page in built-in mode never re-reads its data (the bundled
  // data is the build's own), so drop the page's data block: the app then
  // renders it afresh from the (patched) bundled data, as it does for a page
  // the host did not prerender.
  await page.route(
    (url) => !/\.\w+$/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await route.fetch()
      const body = (await response.text()).replace(
        /<script type="application\/json" id="router-hydration">[\s\S]*?<\/script>/,
        '',
      )
      await route.fulfill({ response, body })
    },
  )
}
