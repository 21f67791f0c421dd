import Link from "next/link";

/** The Dockside mark and name, linking home. */
export function Logo({ href = "/" }: { href?: string }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-2 rounded-md font-semibold tracking-tight text-slate-900"
    >
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true">
        <rect width="32" height="32" rx="7" className="fill-brand-600" />
        <path
          d="M7 22h18M9 22V12l7-4 7 4v10M13 22v-6h6v6"
          fill="none"
          stroke="white"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-lg">Dockside</span>
    </Link>
  );
}
