// One of the SSC standard's webhook subscriptions (lib/ssc/subscriptions.ts).
import { member } from "@/lib/ssc/subscriptions";

export const GET = member,
  PUT = member,
  DELETE = member;
