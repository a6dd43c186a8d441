import { FileUp, Loader2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, toastFailure } from '@client/lib/toast';
import { startRegistryFileSchema } from '@shared/api/registry-file';
import { Button } from '@client/components/ui/button';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { useStartRegistryFile } from './api/registry-files';

const SOURCES = ['path', 'url'] as const;
type Source = (typeof SOURCES)[number];

/**
 * 'Import a file': a path on the server or a URL the server downloads, judged by the same schema
 * as the API; a refusal naming the field (a file outside the folder, an internal address) is shown
 * on it. `busy` while a run is active: one file at a time.
 */
export function StartRegistryFileForm({ folder, busy }: { folder: string; busy: boolean }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [source, setSource] = useState<Source>('path');
  const [values, setValues] = useState<Record<Source, string>>({ path: '', url: '' });
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const start = useStartRegistryFile();
  const ids = {
    field: `${id}-field`,
    hint: `${id}-hint`,
    error: `${id}-error`,
    busy: `${id}-busy`,
  };

  const refuse = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = values[source].trim();
    const checked = startRegistryFileSchema.safeParse({ [source]: value });
    if (!checked.success) return refuse(checked.error.issues[0]!.message);
    setError(null);
    start.mutate(
      { [source]: value },
      {
        onSuccess: (run) => {
          setValues({ path: '', url: '' });
          toast.success(t('registryFile.form.started'), {
            description: t('registryFile.form.startedDescription', { name: run.fileName }),
          });
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.field === source && failure.serverMessage)
            return refuse(failure.serverMessage);
          toastFailure(
            failure,
            t('registryFile.form.failed'),
            apiErrorMessage(failure, t('registryFile.form.failedDescription')),
          );
        },
      },
    );
  };

  const described = [ids.hint, error ? ids.error : null, busy ? ids.busy : null]
    .filter(Boolean)
    .join(' ');
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid gap-4 border-t border-border pt-5"
      onSubmit={submit}
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {t('registryFile.form.title')}
      </h3>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('registryFile.form.source')}</legend>
        <div className="flex flex-col gap-1 sm:flex-row sm:gap-6">
          {SOURCES.map((choice) => (
            <label key={choice} className="flex min-h-11 items-center gap-2 text-sm sm:min-h-9">
              <input
                type="radio"
                name={`${id}-source`}
                value={choice}
                checked={source === choice}
                onChange={() => {
                  setSource(choice);
                  setError(null);
                }}
                className="size-4 accent-primary"
              />
              {choice === 'path' ? t('registryFile.form.path') : t('registryFile.form.url')}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={ids.field}>
          {source === 'path' ? t('registryFile.form.path') : t('registryFile.form.url')}
        </Label>
        <p id={ids.hint} className="break-words text-sm text-muted-foreground">
          {source === 'path'
            ? t('registryFile.form.pathHint', { folder })
            : t('registryFile.form.urlHint')}
        </p>
        <Input
          ref={input}
          id={ids.field}
          name={source}
          type={source === 'url' ? 'url' : 'text'}
          inputMode={source === 'url' ? 'url' : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={source === 'url' ? 2000 : 1000}
          className="h-11 sm:h-10"
          value={values[source]}
          onChange={(event) => setValues({ ...values, [source]: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        <FormMessage id={ids.error}>{error}</FormMessage>
      </div>
      {busy && (
        <p id={ids.busy} className="text-sm text-muted-foreground">
          {t('registryFile.form.busy')}
        </p>
      )}
      <Button
        type="submit"
        size="touch"
        className="w-full sm:h-10 sm:w-fit"
        disabled={busy || start.isPending}
      >
        {start.isPending ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <FileUp aria-hidden="true" />
        )}
        {start.isPending ? t('registryFile.form.starting') : t('registryFile.form.submit')}
      </Button>
    </form>
  );
}
