import type { ReactNode } from "react";

/** The frame of every sign-in, sign-up and recovery form: one narrow column, centred. */
export function AuthCard({ title, intro, children, footer }: { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-5 py-4 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-title text-title">{title}</h1>
        {intro ? <p className="text-desc">{intro}</p> : null}
      </header>
      <div className="rounded-shop border border-border bg-background p-4 sm:p-6">{children}</div>
      {footer ? <div className="flex flex-col gap-2 text-center text-sm text-desc">{footer}</div> : null}
    </section>
  );
}
