import { useId, useState } from "react";
import { useTranslation } from "#app/utils/i18n.tsx";
import { CAPTCHA_TOLERANCE, type CaptchaChallenge } from "#contract/account.ts";
import { ErrorList, type ListOfErrors } from "./forms/Field.tsx";

/** A 28 px thumb on a rounded track (the mark's offset below assumes 28 px); no library needed. */
const SLIDER = [
  "relative h-11 w-full cursor-grab appearance-none bg-transparent active:cursor-grabbing",
  "[&::-webkit-slider-runnable-track]:h-3 [&::-webkit-slider-runnable-track]:rounded-full [&::-webkit-slider-runnable-track]:bg-border",
  "[&::-webkit-slider-thumb]:-mt-2 [&::-webkit-slider-thumb]:size-7 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-primary [&::-webkit-slider-thumb]:shadow",
  "[&::-moz-range-track]:h-3 [&::-moz-range-track]:rounded-full [&::-moz-range-track]:bg-border",
  "[&::-moz-range-thumb]:size-7 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-primary",
].join(" ");

/**
 * The slide-to-verify security check. It is one native range input, so it works without JavaScript,
 * with the keyboard (arrows, Page Up/Down, Home/End) and with a single tap on the track (WCAG 2.2
 * 2.5.7); with JavaScript the same input also shows how close the slider is to the mark.
 */
export function Captcha({ challenge, errors }: { challenge: CaptchaChallenge; errors?: ListOfErrors }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState<number | null>(null);
  const matched = value !== null && Math.abs(value - challenge.target) <= CAPTCHA_TOLERANCE;
  const invalid = Boolean(errors?.some(Boolean));
  return (
    <fieldset className="flex flex-col gap-2 rounded-shop border border-border p-3">
      <legend className="px-1 text-sm font-medium text-title">{t("captcha.title")}</legend>
      <input type="hidden" name="verifyId" value={challenge.verifyId} />
      <p id={`${id}-hint`} className="text-sm text-desc">
        {t("captcha.instructions", { target: challenge.target })}
      </p>
      <div className="relative py-2">
        {/* The mark the shopper slides to; the text above says the same for screen readers. */}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-0 bottom-0 w-1 -translate-x-1/2 rounded bg-primary/40"
          style={{ left: `calc(${challenge.target}% + ${(50 - challenge.target) * 0.28}px)` }}
        />
        <input
          id={id}
          type="range"
          name="captcha"
          min={0}
          max={100}
          step={1}
          defaultValue={0}
          onInput={(event) => setValue(Number(event.currentTarget.value))}
          aria-label={t("captcha.label")}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ""}`}
          aria-invalid={invalid || undefined}
          className={SLIDER}
        />
      </div>
      <p aria-live="polite" className="min-h-5 text-sm">
        {value === null ? null : matched ? (
          <span className="text-success-ink">{t("captcha.matched")}</span>
        ) : (
          <span className="text-desc">{t("captcha.position", { value })}</span>
        )}
      </p>
      <ErrorList id={`${id}-error`} errors={errors} />
    </fieldset>
  );
}
