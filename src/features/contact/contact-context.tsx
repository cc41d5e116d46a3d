import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react'

// The form is not needed to show a page: it loads when a visitor shows the
// intent to open it (pointer over or focus on an opener) or opens it, so it
// stays off the first load.
const loadModal = () => import('./contact-modal')
const ContactModal = lazy(() =>
  loadModal().then((m) => ({ default: m.ContactModal })),
)

interface ContactApi {
  /**
   * Opens 'Send Us a Message', optionally with the subject filled in and the
   * clinic the message is about (sent with it, for the corrections inbox).
   */
  openContact: (subject?: string, clinicId?: string) => void
  /** Starts loading the form (call on pointer enter / focus of an opener). */
  preloadContact: () => void
}

const ContactContext = createContext<ContactApi>({
  openContact: () => {},
  preloadContact: () => {},
})

function preloadContact() {
  void loadModal().catch(() => {
    // Offline: opening the form retries, and the error boundary explains.
  })
}

export function ContactProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<{
    subject: string
    clinicId?: string
  } | null>(null)
  const openContact = useCallback(
    (subject = '', clinicId?: string) => setOpen({ subject, clinicId }),
    [],
  )
  const api = useMemo(() => ({ openContact, preloadContact }), [openContact])
  return (
    <ContactContext.Provider value={api}>
      {children}
      {open ? (
        <Suspense fallback={null}>
          <ContactModal
            initialSubject={open.subject}
            clinicId={open.clinicId}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </ContactContext.Provider>
  )
}

export function useContact(): ContactApi {
  return useContext(ContactContext)
}
