import type { ButtonHTMLAttributes } from "react";

/** The form's main button; while its form is being sent it says so and is not pressed twice. */
export function SubmitButton({ pending = false, className, children, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { pending?: boolean }) {
  return (
    <button
      type="submit"
      {...props}
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
        props.onClick?.(event);
      }}
      className={`button ${pending ? "opacity-70" : ""} ${className ?? ""}`}
    >
      {children}
    </button>
  );
}
