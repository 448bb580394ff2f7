import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

const inputClass =
  'h-11 w-full rounded-xl border border-line bg-surface px-4 text-base text-ink placeholder:text-muted/70 aria-[invalid=true]:border-danger';

// With `ref`, so a form library can register the input (react-hook-form's `register`).
type FieldProps = ComponentProps<'input'> & { label: string; hint?: string; error?: string };

/** Label, control, hint and error, wired together for screen readers. */
function FieldShell({
  label,
  hint,
  error,
  className,
  control,
}: Omit<FieldProps, 'children'> & {
  control: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {control({ id, describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled text input with an optional hint and error. */
export function Field({ label, hint, error, className, ...props }: FieldProps) {
  return (
    <FieldShell
      label={label}
      hint={hint}
      error={error}
      className={className}
      control={({ id, describedBy }) => (
        <input
          id={id}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...props}
        />
      )}
    />
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  showLabel,
  hideLabel,
  label,
  hint,
  error,
  className,
  ...props
}: FieldProps & { showLabel: string; hideLabel: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell
      label={label}
      hint={hint}
      error={error}
      className={className}
      control={({ id, describedBy }) => (
        <div className="relative">
          <input
            id={id}
            type={visible ? 'text' : 'password'}
            className={cn(inputClass, 'pr-12')}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...props}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            className="absolute inset-y-0 right-1 my-1 rounded-lg px-2 text-muted hover:text-ink"
            aria-label={visible ? hideLabel : showLabel}
            aria-pressed={visible}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    />
  );
}

/** A checkbox with its label beside it; the label may hold links. */
export function CheckboxField({
  label,
  error,
  ...props
}: ComponentProps<'input'> & { label: ReactNode; error?: string }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-brand"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...props}
        />
        <label htmlFor={id} className="text-sm leading-6">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="pl-8 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function EyeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}
function EyeOffIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M3 3l18 18M10.6 5.1A10.6 10.6 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.2M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7c1.8 0 3.4-.5 4.7-1.3" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </svg>
  );
}
