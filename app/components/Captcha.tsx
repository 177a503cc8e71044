import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "#app/utils/i18n.tsx";
import { CAPTCHA_IMAGE, type CaptchaChallenge } from "#contract/account.ts";
import { ErrorList, type ListOfErrors } from "./forms/Field.tsx";

/** A 28 px thumb on a see-through track over the picture (the picture is inset by half a thumb). */
const SLIDER = [
  "relative h-11 w-full cursor-grab appearance-none bg-transparent active:cursor-grabbing",
  "[&::-webkit-slider-runnable-track]:h-3 [&::-webkit-slider-runnable-track]:rounded-full [&::-webkit-slider-runnable-track]:bg-transparent",
  "[&::-webkit-slider-thumb]:-mt-2 [&::-webkit-slider-thumb]:size-7 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-primary/80 [&::-webkit-slider-thumb]:shadow",
  "[&::-moz-range-track]:h-3 [&::-moz-range-track]:rounded-full [&::-moz-range-track]:bg-transparent",
  "[&::-moz-range-thumb]:size-7 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-primary/80",
].join(" ");

/** The most path points a form reports (the backend reads at most 200). */
const MAX_TRAIL = 150;

/**
 * The slide-to-verify security check. The backend sends a picture of the track with the mark on it
 * and keeps the target to itself; the shopper moves one native range input onto the mark — without
 * JavaScript, with the keyboard (arrows, Page Up/Down, Home/End) or with a single tap on the track
 * (WCAG 2.2 2.5.7). With JavaScript the form also reports how the handle moved, which the backend
 * checks for a person's pace.
 */
export function Captcha({ challenge, errors }: { challenge: CaptchaChallenge; errors?: ListOfErrors }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState<number | null>(null);
  const [trail, setTrail] = useState("");
  const shownAt = useRef(0);
  const points = useRef<string[]>([]);
  const kind = useRef<"p" | "k">("p");
  // Each challenge is its own component instance (keyed by its id): the clock starts when it appears.
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  const invalid = Boolean(errors?.some(Boolean));
  return (
    <fieldset className="flex flex-col gap-2 rounded-shop border border-border p-3">
      <legend className="px-1 text-sm font-medium text-title">{t("captcha.title")}</legend>
      <input type="hidden" name="verifyId" value={challenge.verifyId} />
      <input type="hidden" name="captchaTrail" value={trail} />
      <p id={`${id}-hint`} className="text-sm text-desc">
        {t("captcha.instructions")}
      </p>
      <div className="relative py-2">
        {/* The track with the mark; the text above says what to look for. */}
        <img
          src={challenge.image}
          alt=""
          aria-hidden="true"
          width={CAPTCHA_IMAGE.width}
          height={CAPTCHA_IMAGE.height}
          draggable={false}
          className="pointer-events-none absolute top-1/2 left-3.5 h-7 w-[calc(100%-1.75rem)] -translate-y-1/2 select-none rounded-shop"
        />
        <input
          id={id}
          type="range"
          name="captcha"
          min={0}
          max={100}
          step={1}
          defaultValue={0}
          onPointerDown={() => (kind.current = "p")}
          onKeyDown={() => (kind.current = "k")}
          onInput={(event) => {
            const next = Number(event.currentTarget.value);
            setValue(next);
            points.current = [...points.current, `${kind.current}${Math.round(performance.now() - shownAt.current)}:${next}`].slice(-MAX_TRAIL);
            setTrail(points.current.join(","));
          }}
          aria-label={t("captcha.label")}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ""}`}
          aria-invalid={invalid || undefined}
          className={SLIDER}
        />
      </div>
      <p aria-live="polite" className="min-h-5 text-sm text-desc">
        {value === null ? null : t("captcha.position", { value })}
      </p>
      <ErrorList id={`${id}-error`} errors={errors} />
    </fieldset>
  );
}
