// What the public-link tests share: a facility with its link on, a caller with
// no token from an address of its own (limits are counted per address), and a
// booking body as the public form sends it.
import { randomBytes, randomUUID } from "node:crypto";
import type { DateTime } from "luxon";
import type { NewFacility } from "@/lib/facilities/service";
import { db, makeFacility } from "../helpers";
import { op, type Op } from "../ops";

export async function linkedFacility(
  mode: "requests" | "instant" | "off" = "requests",
  overrides: Partial<NewFacility> = {},
) {
  const f = await makeFacility(overrides);
  const slug = `dc-${randomUUID().slice(0, 8)}`;
  await db.facility.update({ where: { id: f.id }, data: { slug, publicBooking: mode } });
  return { ...f, slug };
}

/** A client address of its own: 10.x.y.z. */
export const newAddress = () => `10.${[...randomBytes(3)].join(".")}`;

/** Calls a public operation with no token, from `address`. */
export const pub = (name: Op, body: unknown, address: string) =>
  op(name, body, null, { "x-forwarded-for": address });

export function publicBody(slug: string, start: DateTime, extra: Record<string, unknown> = {}) {
  return {
    slug,
    scheduled_start_time: start.toUTC().toISO(),
    scheduled_end_time: start.plus({ minutes: 60 }).toUTC().toISO(),
    type: "Inbound",
    carrier: "Walk-up Freight",
    carrier_email: `dispatch-${randomUUID().slice(0, 8)}@walkup.test`,
    carrier_phone: "+1 312 555 0199",
    carrier_driver: "Sam Driver",
    carrier_driver_phone: "+1 312 555 0111",
    trailer_number: "TR-4411",
    quantity: 12,
    units: "Pallets",
    order_info: [{ reference_id: "PO-7001" }],
    ...extra,
  };
}

/** The token of a manage link URL. */
export const tokenOf = (url: string) => new URL(url).pathname.split("/").pop()!;
