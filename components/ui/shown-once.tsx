import type { ReactNode } from "react";
import { Alert } from "./alert";
import { CopyButton } from "./copy-button";

type Props = {
  title: ReactNode;
  /** Why it is shown only once and what to do with it now. */
  children: ReactNode;
  value: string;
  copyLabel: string;
  testId: string;
};

/** A secret the server hands out once (a token, a signing secret, an invitation link), with a copy button. */
export function ShownOnce({ title, children, value, copyLabel, testId }: Props) {
  return (
    <Alert tone="success" title={title}>
      <p>{children}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code
          className="rounded bg-white px-2 py-1 font-mono text-sm break-all text-slate-900"
          data-testid={testId}
        >
          {value}
        </code>
        <CopyButton value={value} label={copyLabel} />
      </div>
    </Alert>
  );
}
