import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { ContactModal } from './contact-modal'

interface ContactApi {
  /** Opens 'Send Us a Message', optionally with the subject filled in. */
  openContact: (subject?: string) => void
}

const ContactContext = createContext<ContactApi>({ openContact: () => {} })

export function ContactProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<{ subject: string } | null>(null)
  const openContact = useCallback((subject = '') => setOpen({ subject }), [])
  const api = useMemo(() => ({ openContact }), [openContact])
  return (
    <ContactContext.Provider value={api}>
      {children}
      {open ? (
        <ContactModal
          initialSubject={open.subject}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </ContactContext.Provider>
  )
}

export function useContact(): ContactApi {
  return useContext(ContactContext)
}
