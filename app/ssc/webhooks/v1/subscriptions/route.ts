// The SSC standard's webhook subscriptions (lib/ssc/subscriptions.ts).
import { collection } from "@/lib/ssc/subscriptions";

export const GET = collection,
  POST = collection;
