import type { Metadata } from "next";
import { ConnectGate } from "@/components/gate/connect-gate";
import { connectGate } from "./actions";

export const metadata: Metadata = { title: "Set up the gate tablet", robots: { index: false } };

// A gate device link, /gate/<slug>/connect#<secret>: the secret stays in the
// fragment (never in a request line or a log); the page hands it to the server
// action that keeps it in this tablet's cookie, then opens the gate.
export default async function ConnectPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-semibold text-slate-900">Setting up the gate tablet</h1>
      <ConnectGate slug={slug} connect={connectGate} />
    </main>
  );
}
