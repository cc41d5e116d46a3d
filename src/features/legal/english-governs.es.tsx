/**
 * The first line of a Spanish legal page (imported by the `.es.tsx`
 * siblings only): a translation, the English version governs, linked.
 */
export function EnglishGoverns({ href }: { href: string }) {
  return (
    <p
      data-testid="english-governs"
      className="rounded border border-slate-300 bg-slate-50 p-3 font-semibold text-slate-900"
    >
      Esta es una traducción. La versión en inglés es la oficial y la que rige.{' '}
      <a
        href={href}
        hrefLang="en"
        className="text-blue-800 underline underline-offset-2"
      >
        Ver la versión en inglés
      </a>
      .
    </p>
  )
}
