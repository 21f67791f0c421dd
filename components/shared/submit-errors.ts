// What a refused booking means for the dispatcher, and where to say it.
import { OperationError } from "@/lib/api/client";

export type SubmitProblem = { where: "slot" | "form"; title: string; body: string };

const SLOT_REASONS: Record<string, { title: string; body: string }> = {
  no_capacity: {
    title: "That time was just taken",
    body: "Another booking took the last free dock at that time while you were filling in the form. Your details are kept: pick another time below.",
  },
  too_soon: {
    title: "That time is too soon now",
    body: "The facility needs more notice than is left before that time. Pick a later time below.",
  },
  outside_open_hours: {
    title: "The facility is not open then",
    body: "Its hours have changed. Pick one of the times below.",
  },
  facility_closed: { title: "The facility is closed that day", body: "Pick another day below." },
  too_far_ahead: {
    title: "That day is too far ahead",
    body: "The facility does not take bookings that far out yet. Pick an earlier day below.",
  },
};

/** The reference checks' refusals: their message belongs at the reference field the API names. */
export const REFERENCE_REASONS = ["reference_rejected", "duplicate_reference", "reference_check_unavailable"];

export const isReferenceRefusal = (e: unknown) =>
  e instanceof OperationError && REFERENCE_REASONS.includes(e.reason ?? "");

export function submitProblem(e: unknown): SubmitProblem {
  if (!(e instanceof OperationError))
    return {
      where: "form",
      title: "The booking did not go through",
      body: "Something went wrong. Try again in a moment.",
    };
  if (e.status === 409 && e.reason && SLOT_REASONS[e.reason])
    return { where: "slot", ...SLOT_REASONS[e.reason] };
  if (isReferenceRefusal(e))
    return {
      where: "form",
      title:
        e.reason === "reference_check_unavailable"
          ? "The facility could not check your reference numbers"
          : "A reference number was not accepted",
      body: "See the message at the reference number below.",
    };
  if (e.status === 403)
    return {
      where: "form",
      title: "This facility does not take online bookings from you",
      body: "Call the facility to book, or choose another facility.",
    };
  if (e.status === 400)
    return {
      where: "form",
      title: "Some details need a second look",
      body: "Check the fields marked below.",
    };
  if (e.code === "network") return { where: "form", title: "No connection", body: e.message };
  return {
    where: "form",
    title: "The booking did not go through",
    body: `${e.message}. Try again in a moment.`,
  };
}
