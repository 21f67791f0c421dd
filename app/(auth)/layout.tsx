import { Logo } from "@/components/ui/logo";

// Sign-in and sign-up: one narrow column, nothing else to look at.
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-10 sm:py-16">
      <header className="mb-8">
        <Logo />
      </header>
      <main className="w-full max-w-md">{children}</main>
    </div>
  );
}
