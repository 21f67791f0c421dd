import Link from "next/link";
import type { ReactNode } from "react";

/** A link to the API reference from a page's description. */
export function ApiDocsLink({ children }: { children: ReactNode }) {
  return (
    <Link href="/docs/api" className="font-medium text-blue-800 underline">
      {children}
    </Link>
  );
}
