"use client";
// A booking form's custom fields (get_facility_booking_form, as the caller
// fills them), for the load types chosen: the inputs' answers read from the
// form element on submit, and the API's refusals of them kept by key.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { OperationError, callOperation } from "@/lib/api/client";
import { answerErrors, answersFromForm, fieldsFor } from "@/lib/fields/form";

export function useBookingQuestions(facilityId: string | undefined, loadTypeIds: string[] = []) {
  const [problems, setProblems] = useState<Record<string, string>>({});
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
    refused: (e: unknown) => setProblems(e instanceof OperationError ? answerErrors(e.details) : {}),
  };
}
