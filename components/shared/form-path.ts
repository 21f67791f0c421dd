import type { FieldPath, FieldValues } from "react-hook-form";

/** An API error's field (order_info[2].reference_id) as react-hook-form names it (order_info.2.reference_id). */
export const formPath = <T extends FieldValues = FieldValues>(apiField: string) =>
  apiField.replace(/\[(\d+)\]/g, ".$1") as FieldPath<T>;
