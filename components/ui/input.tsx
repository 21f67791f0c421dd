import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { cn } from "./cn";

// 44 px tall on a phone (a thumb's target), 40 px from the sm breakpoint on.
const CONTROL =
  "w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 " +
  "focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none " +
  "aria-invalid:border-red-600 aria-invalid:ring-red-600/20 disabled:bg-slate-100 disabled:text-slate-500 sm:text-sm";

export function Input({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(CONTROL, "h-11 sm:h-10", className)} {...rest} />;
}

export function Select({ className, ...rest }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(CONTROL, "h-11 pr-8 sm:h-10", className)} {...rest} />;
}

export function Textarea({ className, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(CONTROL, "min-h-24 py-2", className)} {...rest} />;
}
