// The booking form's validation, in a module of its own so that zod and the
// schema load on the form's first focus (lazyResolver), not with /book.
import { zodResolver } from "@hookform/resolvers/zod";
import { bookingFormSchema } from "@/lib/appointments/booking-form-schema";

export const bookingResolver = zodResolver(bookingFormSchema);
