import type { Snapshot } from "@/lib/appointments/transitions";

/**
 * What the state machine needs of an appointment on screen to say which steps it allows: its status, how it
 * loads and whether it has left; the other times only matter to the server's own record of a step.
 */
export function stepSnapshot(a: {
  status: string;
  loading_type: string;
  checked_out_at?: string | null;
}): Snapshot {
  return {
    status: a.status,
    checkedInAt: null,
    loadStartedAt: null,
    loadFinishedAt: null,
    checkedOutAt: a.checked_out_at ? new Date(a.checked_out_at) : null,
    cancelledAt: null,
    cancelledReason: null,
    cancelledNote: null,
    loadingType: a.loading_type,
  };
}
