import type { Clinic } from '@/domain/clinic'

/** 'Services Offered', 'Categories' (the tags) and 'About This Clinic'. */
export function ClinicDetails({ clinic }: { clinic: Clinic }) {
  const lines = (clinic.description ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
  return (
    <div className="space-y-8">
      <section aria-labelledby="services-offered">
        <h2 id="services-offered" className="text-xl font-bold text-slate-900">
          Services Offered
        </h2>
        {clinic.services.length > 0 ? (
          <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
            {clinic.services.map((s, i) => (
              <li key={i} className="wrap-anywhere">
                {s}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-800">
            Services are not listed. Call the clinic to ask whether it can help
            with your child's problem.
          </p>
        )}
      </section>
      {clinic.tags.length > 0 ? (
        <section aria-labelledby="categories">
          <h2 id="categories" className="text-xl font-bold text-slate-900">
            Categories
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {clinic.tags.map((t, i) => (
              <li
                key={i}
                className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800"
              >
                {t}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {lines.length > 0 ? (
        <section aria-labelledby="about-clinic">
          <h2 id="about-clinic" className="text-xl font-bold text-slate-900">
            About This Clinic
          </h2>
          <div className="mt-2 space-y-2 leading-relaxed text-slate-800">
            {lines.map((l, i) => (
              <p key={i} className="wrap-anywhere">
                {l}
              </p>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  )
}
