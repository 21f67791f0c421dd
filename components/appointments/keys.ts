// TanStack Query keys shared by the booking form and the appointment pages.
export const myAppointmentsKey = ["my-appointments"] as const;
