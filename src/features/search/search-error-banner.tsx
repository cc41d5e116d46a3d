export function SearchErrorBanner({
  message,
  onClear,
}: {
  message: string
  onClear: () => void
}) {
  return (
    <div
      role="alert"
      data-search-error=""
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-950"
    >
      <p className="font-semibold">{message}</p>
      <button
        type="button"
        onClick={onClear}
        className="mt-1 inline-flex min-h-11 items-center font-semibold text-red-900 underline"
      >
        Clear search and show all clinics
      </button>
    </div>
  )
}
