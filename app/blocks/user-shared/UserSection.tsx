import type { ReactNode } from "react";

/** A titled panel of the user area. */
export function UserSection({ title, description, children, headingLevel = 2 }: { title: string; description?: ReactNode; children: ReactNode; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="flex flex-col gap-4 rounded-shop border border-border p-4 sm:p-6">
      <header className="flex flex-col gap-1">
        <Heading className={headingLevel === 1 ? "text-2xl font-title text-title" : "text-lg font-title text-title"}>{title}</Heading>
        {description ? <p className="text-sm text-desc">{description}</p> : null}
      </header>
      {children}
    </section>
  );
}

export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="mb-4 text-2xl font-title wrap-anywhere text-title sm:text-3xl">{children}</h1>;
}
