import { cn } from "./cn";

/** A grey placeholder of the size of what is loading, so nothing jumps when it arrives. */
export function Skeleton({ className }: { className?: string }) {
  return <div className={cn("animate-pulse rounded-md bg-slate-200", className)} aria-hidden="true" />;
}
