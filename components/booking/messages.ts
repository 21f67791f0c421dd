// The API's validation messages ("is required", "must have at least 7
// digits") in the words of a dispatcher filling in the form.

type Rewrite = Record<string, string>;

const BY_FIELD: Record<string, Rewrite & { default?: string }> = {
  facility_id: { default: "Choose the facility you are going to" },
  type: { default: "Choose delivery (inbound) or pickup (outbound)" },
  scheduled_start_time: { default: "Pick one of the open times" },
  scheduled_end_time: { default: "Pick one of the open times" },
  carrier: {
    "is required": "Enter the carrier company name",
    default: "Use at most 200 characters for the carrier name",
  },
  carrier_phone: {
    "is required": "Enter a phone number the facility can call",
    "must have at least 7 digits": "The phone number needs at least 7 digits",
    "must be at most 40 characters": "The phone number is too long (40 characters at most)",
    default: "Use only digits, spaces, + - ( ) and an extension like x123",
  },
  quantity: {
    "must be at least 1": "The quantity must be at least 1",
    "must be at most 100000": "The quantity can be at most 100,000",
    default: "Enter the number of pallets or boxes as a whole number",
  },
  units: { default: "Choose pallets or boxes" },
  order_info: {
    "needs at least one reference": "Add at least one PO or reference number",
    default: "Use at most 100 reference numbers",
  },
  reference_id: {
    "is required": "Enter the PO or reference number, or remove this line",
    "is already listed": "This number is already in the list",
    default: "Use at most 100 characters for a reference number",
  },
  carrier_emails: { default: "Enter an e-mail address like dispatch@carrier.com" },
  carrier_driver: { default: "Use at most 200 characters for the driver's name" },
  carrier_notes: { default: "Notes can be at most 2,000 characters" },
  load_type_ids: { default: "Choose what you are carrying" },
};

/** The message for a form field, given the path react-hook-form uses (order_info.2.reference_id). */
export function dispatcherMessage(path: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const parts = path.split(".").filter((p) => !/^\d+$/.test(p));
  const key = parts[parts.length - 1];
  const table = BY_FIELD[key];
  if (!table) return message;
  return table[message] ?? table.default ?? message;
}
