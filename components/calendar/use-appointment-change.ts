"use client";
// Every change staff make from the panel: shown at once (optimistic), put
// back with the server's reason when the server refuses.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { appointmentsKey, historyKey, pendingKey } from "@/components/shared/query-keys";
import { callOperation } from "@/lib/api/client";
import type { FacilityAppointment } from "@/lib/record/schema";

type ChangeOperation =
  "update_facility_appointment_status" | "update_facility_appointment" | "reschedule_facility_appointment";
type Change = {
  operation: ChangeOperation;
  body: Record<string, unknown>;
  optimistic?: Partial<FacilityAppointment>;
};
type Snapshot = [readonly unknown[], unknown][];

function patchLists(data: unknown, id: string, patch: Partial<FacilityAppointment>) {
  return Array.isArray(data)
    ? (data as FacilityAppointment[]).map((a) => (a.id === id ? { ...a, ...patch } : a))
    : data;
}

export function useAppointmentChange(
  appointment: FacilityAppointment,
  onSettled?: (a: FacilityAppointment | null, error: Error | null) => void,
) {
  const client = useQueryClient();
  const lists = appointmentsKey(appointment.facility);
  return useMutation<FacilityAppointment, Error, Change, { before: Snapshot }>({
    // The three operations answer the changed record; their bodies are checked by the server's schema.
    mutationFn: (c) =>
      callOperation(c.operation, { id: appointment.id, ...c.body } as never) as Promise<FacilityAppointment>,
    onMutate: async (c) => {
      await client.cancelQueries({ queryKey: lists });
      const before = client.getQueriesData({ queryKey: lists }) as Snapshot;
      if (c.optimistic)
        client.setQueriesData({ queryKey: lists }, (d: unknown) =>
          patchLists(d, appointment.id, c.optimistic!),
        );
      return { before };
    },
    onError: (e, _c, ctx) => {
      for (const [key, data] of ctx?.before ?? []) client.setQueryData(key, data);
      onSettled?.(null, e);
    },
    onSuccess: (a) => {
      client.setQueriesData({ queryKey: lists }, (d: unknown) => patchLists(d, a.id, a));
      onSettled?.(a, null);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: lists });
      void client.invalidateQueries({ queryKey: historyKey(appointment.id) });
      void client.invalidateQueries({ queryKey: pendingKey });
    },
  });
}
