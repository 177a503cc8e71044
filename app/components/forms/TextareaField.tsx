import type { TextareaHTMLAttributes } from "react";
import { control, ErrorList, fieldName, useFieldIds, withoutKey, type FieldProps } from "./Field.tsx";

/** A labelled `<textarea>` with its hint and error messages, as `Field` is for an `<input>`. */
export function TextareaField({ label, name, hint, errors, className, textareaProps }: FieldProps & { textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> }) {
  const { id, errorId, hintId, invalid, describedBy } = useFieldIds(textareaProps.id, errors, hint);
  return (
    <div className={`flex flex-col gap-1 ${className ?? ""}`}>
      <label htmlFor={id} className="text-sm font-medium text-title">{label}</label>
      <textarea {...withoutKey(textareaProps)} id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={`${control} py-2`} rows={4} />
      {hint ? <p id={hintId} className="text-xs text-desc">{hint}</p> : null}
      <ErrorList id={errorId} errors={errors} field={fieldName(label, name)} />
    </div>
  );
}
