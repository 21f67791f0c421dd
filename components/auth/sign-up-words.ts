// The sign-up form's own words for a field left empty, shared by the form's check and the server action's.
import type { FormWordKeys } from "@/components/ui/issue-words";

export const SIGN_UP_WORDS: FormWordKeys = {
  name: { required: "form.nameRequired" },
  email: { required: "form.yourEmailRequired" },
  company: { required: "form.carrierRequired" },
};
