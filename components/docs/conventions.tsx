// The rules every operation shares, in short, above the generated reference:
// Swagger UI shows each operation's fields but not what holds across all of
// them. The long form is docs/api.md in the repository; keep the two in step.
import type { ReactNode } from "react";

const Code = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-slate-100 px-1 break-words text-slate-900">{children}</code>
);

const CONVENTIONS: { title: string; body: ReactNode }[] = [
  {
    title: "Who may call",
    body: (
      <>
        <Code>Authorization: Bearer fa_live_…</Code>. A staff token acts on its facilities; a carrier token
        books where carriers may book and sees only its own company&apos;s appointments, with{" "}
        <Code>notes</Code> blank. No token, or a revoked or expired one: 401; another facility: 403.
      </>
    ),
  },
  {
    title: "Errors",
    body: (
      <>
        One shape for every failure:{" "}
        <Code>{`{ "code", "message", "details": [{ "field", "reason", "message" }] }`}</Code>. Switch on{" "}
        <Code>code</Code> and on <Code>details[0].reason</Code> (a 409 says why: <Code>no_capacity</Code>,{" "}
        <Code>outside_open_hours</Code>, …). 429 and 503 carry <Code>Retry-After</Code>; quote the{" "}
        <Code>X-Request-Id</Code> when you report a problem.
      </>
    ),
  },
  {
    title: "Time",
    body: (
      <>
        Send RFC 3339 date-times with an offset (<Code>Z</Code> or <Code>+01:00</Code>); answers are UTC with
        milliseconds, <Code>2026-11-23T14:00:00.000Z</Code>. Plain dates (<Code>start</Code>, <Code>end</Code>
        ) are days in the facility&apos;s own time zone. Intervals are half-open: one ending at 11:00 leaves
        the dock free for one starting at 11:00.
      </>
    ),
  },
  {
    title: "Retries",
    body: (
      <>
        Send an <Code>Idempotency-Key</Code> with a booking or a work-in. The same key and body within 24
        hours answers the first response again (with <Code>Idempotent-Replayed: true</Code>) and books
        nothing; the same key with another body is a 409 <Code>idempotency_key_reused</Code>.
      </>
    ),
  },
  {
    title: "Requests",
    body: (
      <>
        <Code>Content-Type: application/json</Code> (else 415), at most 64 KiB (else 413). Unknown fields are
        ignored and <Code>null</Code> means absent. Any method but POST: 405.
      </>
    ),
  },
];

export function ApiConventions() {
  return (
    <section
      aria-labelledby="conventions"
      className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <h2 id="conventions" className="text-lg font-semibold text-slate-900">
        Conventions of every operation
      </h2>
      <dl className="mt-3 grid gap-x-8 gap-y-4 text-sm text-slate-700 md:grid-cols-2">
        {CONVENTIONS.map((c) => (
          <div key={c.title}>
            <dt className="font-medium text-slate-900">{c.title}</dt>
            <dd className="mt-1 leading-relaxed">{c.body}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-700">
        The full guide for integrators, with every field of the appointment record, its value sets and each
        booking rule, is <Code>docs/api.md</Code> in the Dockside repository.
      </p>
    </section>
  );
}
