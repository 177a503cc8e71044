import type { ReactNode, SelectHTMLAttributes } from "react";
import { control, ErrorList, fieldName, useFieldIds, withoutKey, type FieldProps } from "./Field.tsx";

/** A labelled `<select>` with its error messages, as `Field` is for an `<input>`. */
export function SelectField({ label, name, errors, className, selectProps, children }: FieldProps & { selectProps: SelectHTMLAttributes<HTMLSelectElement>; children: ReactNode }) {
  const { id, errorId, invalid, describedBy } = useFieldIds(selectProps.id, errors, null);
  return (
    <div className={`flex flex-col gap-1 ${className ?? ""}`}>
      <label htmlFor={id} className="text-sm font-medium text-title">{label}</label>
      <select {...withoutKey(selectProps)} id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={control}>
        {children}
      </select>
      <ErrorList id={errorId} errors={errors} field={fieldName(label, name)} />
    </div>
  );
}
