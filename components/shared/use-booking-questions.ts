"use client";
// A booking form's custom fields (get_facility_booking_form, as the caller
// fills them), for the load types chosen: the inputs' answers read from the
// form element on submit, and the API's refusals of them kept by key.
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useServerWords } from "@/components/ui/server-words";
import { OperationError, callOperation } from "@/lib/api/client";
import { answerRefusals, answersFromForm, fieldsFor } from "@/lib/fields/form";

export function useBookingQuestions(facilityId: string | undefined, loadTypeIds: string[] = []) {
  const [problems, setProblems] = useState<Record<string, string>>({});
  const t = useTranslations("errors");
  const words = useServerWords();
  // In the reader's language: "Please answer this", else the server's sentence about this one answer.
  const wordsFor = (details: OperationError["details"]) =>
    Object.fromEntries(
      Object.entries(answerRefusals(details)).map(([key, d]) => [
        key,
        d.reason === "required" ? t("form.answerThis") : t("form.thisField", { problem: words(d.message)! }),
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
