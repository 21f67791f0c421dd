"use client";
// The manage page (/a/<token>) kept current while it is open: when the
// appointment changes (staff confirm, move or check it in) the page is drawn
// again on the server, as a reload would, without one. The page itself needs
// no script; without one this draws nothing and the page stays as it was.
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { LiveNotice } from "@/components/shared/live-notice";
import { useAppointmentFeed } from "@/components/shared/use-appointment-feed";

export function ManageLive({ token, appointmentId }: { token: string; appointmentId: string }) {
  const router = useRouter();
  const refresh = useCallback(() => router.refresh(), [router]);
  const live = useAppointmentFeed({ appointmentId, manageToken: token, onChange: refresh });
  return live === null ? null : <LiveNotice live={live} className="text-sm" />;
}
