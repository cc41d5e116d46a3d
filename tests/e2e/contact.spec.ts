import { expect, test, type Page } from '@playwright/test'
import { control, isDatabaseMode, ready, records } from './support/control'

async function openForm(page: Page) {
  await page.goto('/')
  await ready(page)
  const opener = page.getByRole('button', { name: 'Contact Support' })
  await opener.click()
  return {
    opener,
    dialog: page.getByRole('dialog', { name: 'Send Us a Message' }),
  }
}

async function fill(page: Page) {
  await page.getByLabel('Name', { exact: true }).fill('Ann Parent')
  await page.getByLabel('Email', { exact: true }).fill('ann@example.com')
  await page.getByLabel('Subject', { exact: true }).fill('Hours correction')
  await page
    .getByLabel('Message', { exact: true })
    .fill('Springs Urgent Care closes at 6 on Saturdays.')
}

test.beforeEach(async ({ request }) => {
  await control(request, { reset: true })
})

test('validation errors show next to their fields and nothing is sent', async ({
  page,
  request,
}) => {
  await openForm(page)
  await page
    .getByRole('button', { name: 'Send Message' })
    .click({ force: true })
  if (test.info().project.name === 'database') {
    await expect(page.getByText('Name is required.')).toBeVisible()
    await page.getByLabel('Email', { exact: true }).fill('nope')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText(/Enter a valid email address/)).toBeVisible()
  }
  expect((await records(request)).contacts).toEqual([])
})

test('Escape closes the form and focus returns to the button that opened it', async ({
  page,
}) => {
  const { opener, dialog } = await openForm(page)
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
})

test.describe('database mode', () => {
  test.skip(
    ({ baseURL }) => !isDatabaseMode(baseURL),
    'needs the contact backend',
  )

  test('success: the exact request, "Message sent successfully!", closes after 2 s', async ({
    page,
    request,
  }) => {
    const { dialog } = await openForm(page)
    await fill(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(dialog.getByText('Message sent successfully!')).toBeVisible()
    await expect(dialog).toHaveCount(0, { timeout: 4000 })
    const { contacts } = await records(request)
    const post = contacts.find((c) => c.method === 'POST')!
    expect(post.headers.authorization).toBe('Bearer e2e-anon-key')
    expect(post.headers['content-type']).toBe('application/json')
    expect(JSON.parse(post.body)).toEqual({
      name: 'Ann Parent',
      email: 'ann@example.com',
      subject: 'Hours correction',
      message: 'Springs Urgent Care closes at 6 on Saturdays.',
    })
  })

  test('failure: the red message, the form stays open with the text kept', async ({
    page,
    request,
  }) => {
    await control(request, { contactStatus: 500 })
    const { dialog } = await openForm(page)
    await fill(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(
      dialog.getByText('Failed to send message. Please try again.'),
    ).toBeVisible()
    await page.waitForTimeout(2500)
    await expect(dialog).toBeVisible()
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
      'Springs Urgent Care closes at 6 on Saturdays.',
    )
  })

  test('the clinic data comes from the hosted API, with only the captured requests', async ({
    page,
    request,
  }) => {
    await control(request, {
      patchClinic: {
        slug: 'springs-urgent-care',
        values: { phone: '(270) 555-0199' },
      },
    })
    await page.goto('/')
    await ready(page)
    await expect(
      page.getByRole('article').filter({ hasText: 'Springs Urgent Care' }),
    ).toContainText('(270) 555-0199')
    const r = await records(request)
    expect(r.restRequests.length).toBeGreaterThan(0)
    expect(r.unexpected).toEqual([])
  })
})

test.describe('built-in mode', () => {
  test.skip(({ baseURL }) => isDatabaseMode(baseURL), 'built-in copy only')
  test('the form says plainly it cannot send and offers the e-mail address', async ({
    page,
  }) => {
    const { dialog } = await openForm(page)
    await expect(dialog).toContainText(
      "Messages can't be sent from this copy of the site",
    )
    await expect(
      dialog.getByRole('link', { name: 'help@kids-urgent-care.example' }),
    ).toHaveAttribute('href', 'mailto:help@kids-urgent-care.example')
    await expect(
      dialog.getByRole('button', { name: 'Send Message' }),
    ).toBeDisabled()
  })
})
