import { useId, type ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';

/** The server's message when it refused this field; null otherwise. */
export const fieldError = (error: Error | null, field: string): string | null =>
  error instanceof ApiError && error.field === field ? apiErrorMessage(error, '') : null;

/**
 * One field of a provider and its 'Update' button, as the e-mail and website tabs keep them: what
 * the provider has now, the field (its value kept by the tab), a hint under it, the server's word
 * on a refused value beside it, and a button that waits for a value and says while it saves.
 */
export function ProviderFieldForm({
  current,
  label,
  help,
  type,
  placeholder,
  value,
  onChange,
  pending,
  error,
  updateLabel,
  updatingLabel,
  onSubmit,
}: {
  /** 'Current e-mail: …': what the provider has now. */
  current: ReactNode;
  label: string;
  help: string;
  type: 'email' | 'url';
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  pending: boolean;
  /** The server's message about this field, or null. */
  error: string | null;
  updateLabel: string;
  updatingLabel: string;
  onSubmit: () => void;
}) {
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p className="text-sm">{current}</p>
      <div className="grid gap-2">
        <Label htmlFor={inputId}>{label}</Label>
        <Input
          id={inputId}
          type={type}
          autoComplete="off"
          placeholder={placeholder}
          aria-describedby={error ? `${helpId} ${errorId}` : helpId}
          aria-invalid={error ? true : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <FormMessage id={errorId}>{error}</FormMessage>
        <p id={helpId} className="text-sm text-muted-foreground">
          {help}
        </p>
      </div>
      <Button type="submit" className="justify-self-start" disabled={!value.trim() || pending}>
        {pending ? updatingLabel : updateLabel}
      </Button>
    </form>
  );
}
