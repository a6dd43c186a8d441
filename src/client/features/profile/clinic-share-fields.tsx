import { useId } from 'react';
import {
  Controller,
  type Control,
  type FieldErrors,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  LOOKING_FOR_MAX_LENGTH,
  type ProfileFormInput,
  type ProfileInput,
} from '@shared/api/profile';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { useLocale } from '@client/i18n/use-locale';

/** The language choices; '' is 'Do not say' (stored as null: clinics are told nothing). */
const LANGUAGE_CHOICES = ['', 'en', 'es'] as const;

/**
 * What the family may give the clinics it asks, and only them: a phone number, a short note and
 * the language clinics should use (docs/product.md#profile). All optional; the same fields in the
 * first-run step and on the profile, checked by the profile's one schema.
 */
export function ClinicShareFields({
  control,
  errors,
  fields,
}: {
  control: Control<ProfileFormInput, unknown, ProfileInput>;
  errors: FieldErrors<ProfileFormInput>;
  fields: {
    phone: UseFormRegisterReturn<'phone'>;
    lookingFor: UseFormRegisterReturn<'lookingFor'>;
  };
}) {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const id = useId();
  const ids = {
    hint: `${id}-hint`,
    phone: `${id}-phone`,
    phoneHint: `${id}-phone-hint`,
    phoneError: `${id}-phone-error`,
    lookingFor: `${id}-looking-for`,
    lookingForHint: `${id}-looking-for-hint`,
    lookingForError: `${id}-looking-for-error`,
    languageHint: `${id}-language-hint`,
    languageError: `${id}-language-error`,
  };
  const languageLabel = (choice: (typeof LANGUAGE_CHOICES)[number]) =>
    choice === 'en'
      ? t('common:languageName.en')
      : choice === 'es'
        ? t('common:languageName.es')
        : t('form.clinicLanguageNone');

  return (
    <fieldset
      className="grid min-w-0 gap-5 rounded-lg border border-border p-4"
      aria-describedby={ids.hint}
    >
      <legend className="px-1 text-base font-semibold">{t('form.forClinics')}</legend>
      <p id={ids.hint} className="-mt-2 text-sm text-muted-foreground">
        {t('form.forClinicsHint')}
      </p>

      <div className="grid gap-2">
        <Label htmlFor={ids.phone}>{t('form.phone')}</Label>
        <p id={ids.phoneHint} className="text-sm text-muted-foreground">
          {t('form.phoneHint')}
        </p>
        <Input
          id={ids.phone}
          type="tel"
          autoComplete="tel"
          className="sm:max-w-60"
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={errors.phone ? `${ids.phoneHint} ${ids.phoneError}` : ids.phoneHint}
          {...fields.phone}
        />
        <FormMessage id={ids.phoneError}>{errors.phone?.message}</FormMessage>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={ids.lookingFor}>{t('form.lookingFor')}</Label>
        <p id={ids.lookingForHint} className="text-sm text-muted-foreground">
          {t('form.lookingForHint', {
            max: new Intl.NumberFormat(locale).format(LOOKING_FOR_MAX_LENGTH),
          })}
        </p>
        <Textarea
          id={ids.lookingFor}
          rows={3}
          maxLength={LOOKING_FOR_MAX_LENGTH}
          aria-invalid={errors.lookingFor ? true : undefined}
          aria-describedby={
            errors.lookingFor ? `${ids.lookingForHint} ${ids.lookingForError}` : ids.lookingForHint
          }
          {...fields.lookingFor}
        />
        <FormMessage id={ids.lookingForError}>{errors.lookingFor?.message}</FormMessage>
      </div>

      <Controller
        control={control}
        name="requestLanguage"
        render={({ field, fieldState: { error } }) => (
          <fieldset
            className="grid min-w-0 gap-2"
            aria-describedby={error ? `${ids.languageHint} ${ids.languageError}` : ids.languageHint}
          >
            <legend className="mb-1 text-sm leading-none font-medium">
              {t('form.clinicLanguage')}
            </legend>
            <p id={ids.languageHint} className="text-sm text-muted-foreground">
              {t('form.clinicLanguageHint')}
            </p>
            <div className="flex flex-wrap gap-x-6">
              {LANGUAGE_CHOICES.map((choice, index) => (
                <label key={choice} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-language`}
                    value={choice}
                    // Focus on a refused save goes to the group's first choice.
                    ref={index === 0 ? field.ref : undefined}
                    checked={(field.value ?? '') === choice}
                    onChange={() => field.onChange(choice === '' ? null : choice)}
                    onBlur={field.onBlur}
                    aria-invalid={error ? true : undefined}
                    className="size-5 accent-primary"
                  />
                  {languageLabel(choice)}
                </label>
              ))}
            </div>
            <FormMessage id={ids.languageError}>{error?.message}</FormMessage>
          </fieldset>
        )}
      />
    </fieldset>
  );
}
