// The words people read for the vocabulary's codes: the board, the panel, the
// history, the day sheet and the CSV all say "Loading" where the API says
// InProgress. The API and the database keep the codes.
import type { Status } from "./vocabulary";

const STATUS_WORD: Record<Status, string> = {
  Requested: "Requested",
  Scheduled: "Scheduled",
  Arrived: "Arrived",
  InProgress: "Loading",
  Completed: "Completed",
  Cancelled: "Cancelled",
  NoShow: "No-show",
};

const CANCEL_REASON_WORD: Record<string, string> = {
  CarrierRequest: "Carrier request",
  FacilityRequest: "Facility request",
  RequestDeclined: "Request declined",
  Duplicate: "Duplicate booking",
  Weather: "Weather",
  Other: "Other",
};

const REPETITION_WORD: Record<string, string> = {
  Daily: "Daily",
  Weekly: "Weekly",
  Biweekly: "Every two weeks",
  Monthly: "Monthly",
};

/** "Loading" for InProgress, "No-show" for NoShow; an unknown code as it is. */
export const statusWord = (status: string): string => STATUS_WORD[status as Status] ?? status;

export const cancelReasonWord = (reason: string): string => CANCEL_REASON_WORD[reason] ?? reason;

export const repetitionWord = (repetition: string): string => REPETITION_WORD[repetition] ?? repetition;

/** A server message with its status codes said as words ("an appointment that is Loading"). */
export const inWords = (message: string): string =>
  message.replace(/\b(InProgress|NoShow)\b/g, (code) => statusWord(code));
