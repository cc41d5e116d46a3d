import { Link } from 'react-router'
import { paths } from '@/domain/paths'

/** 'Clinic Not Found' with 'Back to Directory' (/). */
export function ClinicNotFound() {
  return (
    <div className="mx-auto max-w-xl py-12 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Clinic Not Found</h1>
      <p className="mt-3 text-slate-800">
        The clinic you're looking for doesn't exist.
      </p>
      <Link
        to={paths.home.getHref()}
        className="mt-6 inline-flex min-h-11 items-center rounded bg-blue-800 px-4 font-semibold text-white hover:bg-blue-900"
      >
        Back to Directory
      </Link>
    </div>
  )
}
