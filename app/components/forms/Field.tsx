import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { useMessage } from "./messages.ts";

// The parts every field shares are exported for the fields of their own modules (TextareaField.tsx,
// SelectField.tsx): only forms load those, and this module is in every page's shell (the newsletter).

/** conform's props carry a `key`, which React does not take through a spread. */
export function withoutKey<T extends object>(props: T): Omit<T, "key"> {
  const { key: _key, ...rest } = props as T & { key?: unknown };
  return rest;
}

export type ListOfErrors = Array<string | null | undefined> | null | undefined;

export const control =
  "min-h-11 w-full rounded-shop border border-border bg-background px-3 text-base aria-[invalid=true]:border-error focus:border-primary";

/** Error messages under a field; it keeps its line even when empty so nothing moves on validation. */
export function ErrorList({ id, errors, field }: { id?: string; errors?: ListOfErrors; field?: string }) {
  const message = useMessage();
  const list = errors?.filter(Boolean) as string[] | undefined;
  return (
    <div id={id} className="min-h-5 text-sm text-error-ink">
      {list?.length ? (
        <ul>
          {list.map((error) => (
            <li key={error}>{message(error, { field })}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The field's name in its error messages: the given text, else the label when it is text. */
export function fieldName(label: ReactNode, name: string | undefined): string | undefined {
  return name ?? (typeof label === "string" ? label : undefined);
}

export type FieldProps = {
  label: ReactNode;
  /** The label as text, for "{{field}} is required"; a text label is used when absent. */
  name?: string;
  hint?: ReactNode;
  errors?: ListOfErrors;
  className?: string;
};

export function useFieldIds(inputId: string | undefined, errors: ListOfErrors, hint: ReactNode) {
  const fallback = useId();
  const id = inputId ?? fallback;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = Boolean(errors?.some(Boolean));
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(" ") || undefined;
  return { id, errorId, hintId, invalid, describedBy };
}

export function Field({ label, name, hint, errors, className, inputProps }: FieldProps & { inputProps: InputHTMLAttributes<HTMLInputElement> }) {
  const { id, errorId, hintId, invalid, describedBy } = useFieldIds(inputProps.id, errors, hint);
  return (
    <div className={`flex flex-col gap-1 ${className ?? ""}`}>
      <label htmlFor={id} className="text-sm font-medium text-title">{label}</label>
      <input {...withoutKey(inputProps)} id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={control} />
      {hint ? <p id={hintId} className="text-xs text-desc">{hint}</p> : null}
      <ErrorList id={errorId} errors={errors} field={fieldName(label, name)} />
    </div>
  );
}

export function CheckboxField({ label, errors, className, inputProps }: FieldProps & { inputProps: InputHTMLAttributes<HTMLInputElement> }) {
  const { id, errorId, invalid, describedBy } = useFieldIds(inputProps.id, errors, null);
  return (
    <div className={`flex flex-col gap-1 ${className ?? ""}`}>
      <div className="flex items-start gap-2">
        <input
          {...withoutKey(inputProps)}
          type="checkbox"
          id={id}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className="mt-0.5 size-5 shrink-0 accent-primary"
        />
        <label htmlFor={id} className="text-sm">{label}</label>
      </div>
      <ErrorList id={errorId} errors={errors} field={fieldName(label, undefined)} />
    </div>
  );
}
