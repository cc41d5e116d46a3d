import { Link } from 'react-router'
import { ArrowLeft } from 'lucide-react'

/** 'Back to …' link with a 44 px target. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1 font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-950"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4 shrink-0" />
      {children}
    </Link>
  )
}
