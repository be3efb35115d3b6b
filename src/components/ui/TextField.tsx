import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import { useIntl } from "react-intl";
import { cx } from "@/lib/cx";
import { EyeIcon, EyeOffIcon } from "../icons";

export const inputClasses =
  "block w-full rounded-2xl border border-stone-300 bg-white px-4 py-3 text-base text-stone-900 placeholder:text-stone-500 " +
  "transition-colors focus:border-amber-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-amber-600 " +
  "disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500 aria-invalid:border-red-600 " +
  "dark:border-stone-600 dark:bg-stone-900 dark:text-stone-50 dark:placeholder:text-stone-400 dark:disabled:bg-stone-800 " +
  "dark:focus-visible:outline-amber-300 dark:aria-invalid:border-red-400";

type FieldChrome = {
  label: ReactNode;
  /** Shown under the field in red and announced; marks the field invalid. */
  error?: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  hideLabel?: boolean;
  containerClassName?: string;
};

function FieldShell({
  id,
  label,
  error,
  hint,
  hideLabel,
  containerClassName,
  children,
}: FieldChrome & { id: string; children: ReactNode }) {
  return (
    <div className={cx("space-y-1.5", containerClassName)}>
      <label htmlFor={id} className={cx("block text-sm font-semibold text-stone-800 dark:text-stone-100", hideLabel && "sr-only")}>
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error: unknown, hint: unknown, extra?: string) {
  const own = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return [own, extra].filter(Boolean).join(" ") || undefined;
}

type TextFieldProps = FieldChrome & InputHTMLAttributes<HTMLInputElement> & { endAdornment?: ReactNode };

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, hideLabel, containerClassName, endAdornment, id: givenId, className, "aria-describedby": extra, ...input },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} hideLabel={hideLabel} containerClassName={containerClassName}>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint, extra)}
          className={cx(inputClasses, endAdornment ? "pe-12" : undefined, className)}
          {...input}
        />
        {endAdornment && <div className="absolute inset-y-0 end-1 flex items-center">{endAdornment}</div>}
      </div>
    </FieldShell>
  );
});

type PasswordFieldProps = Omit<TextFieldProps, "type" | "endAdornment">;

/** Password input with a show/hide toggle that keeps the cursor in place. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(props, ref) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      type={visible ? "text" : "password"}
      autoCapitalize="none"
      spellCheck={false}
      {...props}
      endAdornment={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          disabled={props.disabled}
          className="rounded-full p-2.5 text-stone-600 hover:bg-stone-100 hover:text-stone-900 dark:text-stone-300 dark:hover:bg-stone-800"
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
          <span className="sr-only">
            {intl.formatMessage({ id: visible ? "common.hidePassword" : "common.showPassword" })}
          </span>
        </button>
      }
    />
  );
});

type TextAreaProps = FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>;

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, hideLabel, containerClassName, id: givenId, className, "aria-describedby": extra, ...area },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} hideLabel={hideLabel} containerClassName={containerClassName}>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint, extra)}
        className={cx(inputClasses, "resize-y", className)}
        {...area}
      />
    </FieldShell>
  );
});
