"use client";
// A booking form's custom fields (get_facility_booking_form, as the caller
// fills them), for the load types chosen: the inputs' answers read from the
// form element on submit, and the API's refusals of them kept by key.
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { OperationError, callOperation } from "@/lib/api/client";
import { fieldWords } from "@/components/ui/error-words";
import { answerRefusals, answersFromForm, fieldsFor } from "@/lib/fields/form";

export function useBookingQuestions(facilityId: string | undefined, loadTypeIds: string[] = []) {
  const [problems, setProblems] = useState<Record<string, string>>({});
  const t = useTranslations("errors");
  // In the reader's language: "Please answer this", else the words of the problem's reason.
  const wordsFor = (details: OperationError["details"]) =>
    Object.fromEntries(
      Object.entries(answerRefusals(details)).map(([key, d]) => [
        key,
        d.reason === "required" ? t("form.answerThis") : fieldWords(d.reason, t),
      ]),
    );
  const form = useQuery({
    queryKey: ["booking-form", facilityId],
    queryFn: () => callOperation("get_facility_booking_form", { facility_id: facilityId! }),
    enabled: !!facilityId,
  });
  const fields = fieldsFor(form.data?.custom_fields ?? [], loadTypeIds);
  return {
    fields,
    problems,
    /** The answers to send, read from the form the inputs are in. */
    answersIn: (form: HTMLFormElement | null) =>
      form ? answersFromForm(fields, new FormData(form)) : undefined,
    /** After a refusal: the messages for the questions it names (none for any other). */
    refused: (e: unknown) => setProblems(e instanceof OperationError ? wordsFor(e.details) : {}),
  };
}
