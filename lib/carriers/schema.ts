// Carrier companies (extension operation list_carrier_companies): the firms
// whose users and tokens book, each seeing only its own appointments.
import { z } from "zod";

export const listCarrierCompaniesInput = z.object({}).meta({
  description:
    "Extension. Every carrier company, by name, with how many users and live API tokens it has. Admins only.",
});

export const carrierCompanyList = z.object({
  companies: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      users: z.number().int().meta({ description: "Active users." }),
      tokens: z.number().int().meta({ description: "Tokens neither revoked nor expired." }),
      created_at: z.iso.datetime(),
    }),
  ),
});

export type CarrierCompanyList = z.output<typeof carrierCompanyList>;
