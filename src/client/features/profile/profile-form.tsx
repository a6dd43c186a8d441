import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight, Loader2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  profileInputSchema,
  type Profile,
  type ProfileFormInput,
  type ProfileInput,
} from '@shared/api/profile';
import { SERVICE_OPTIONS } from '@shared/rules/care-options';
import { CARE_FOR } from '@shared/rules/care-for';
import { MAX_AGE_YEARS } from '@shared/rules/practice-facts';
import { InsuranceSelect } from '@client/components/insurance-select';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { useCareOptionWords } from '@client/i18n/use-care-option-words';
import { useUpdateProfile } from './api/update-profile';
import { ClinicShareFields } from './clinic-share-fields';
import { PlanNetworkField } from './plan-network-field';
import { asNumberOrNull, FIELD_ORDER, toFormValues } from './profile-form-values';

/**
 * The 'Insurance & Services' form; validated by the same schema as `PUT /api/profile`. As the
 * first-run step (`firstRun`) it saves and then shows the providers that fit.
 */
export function ProfileForm({
  profile,
  firstRun = false,
}: {
  profile: Profile;
  firstRun?: boolean;
}) {
  const navigate = useNavigate();
  const { t } = useTranslation('profile');
  const { serviceName } = useCareOptionWords();
  const id = useId();
  const ids = {
    servicesError: `${id}-services-error`,
    zipCode: `${id}-zip`,
    zipCodeError: `${id}-zip-error`,
    years: `${id}-years`,
    months: `${id}-months`,
    ageError: `${id}-age-error`,
    careForError: `${id}-care-for-error`,
  };
  const {
    control,
    register,
    reset,
    setFocus,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileFormInput, unknown, ProfileInput>({
    resolver: zodResolver(profileInputSchema),
    defaultValues: toFormValues(profile),
    // Focus goes to the first invalid field in screen order (below): react-hook-form's own choice
    // follows registration order, and the ZIP input registers before the controlled fields.
    shouldFocusError: false,
  });
  // The inputs' props, taken before the JSX so field names are not read as words on screen.
  const fields = {
    zipCode: register('zipCode'),
    childAgeYears: register('childAgeYears', { setValueAs: asNumberOrNull }),
    childAgeMonths: register('childAgeMonths', { setValueAs: asNumberOrNull }),
    lookingFor: register('lookingFor'),
    phone: register('phone'),
  };
  const updateProfile = useUpdateProfile();
  // The age's words follow the answer: 'Child's age' or 'Your age'.
  const forSelf = useWatch({ control, name: 'careFor' }) === 'self';

  // A newer profile (a later load, or the answer to a save) replaces what the form shows.
  const shownProfile = useRef(profile);
  useEffect(() => {
    if (shownProfile.current === profile) return;
    shownProfile.current = profile;
    reset(toFormValues(profile));
  }, [profile, reset]);

  return (
    <form
      noValidate
      className="grid gap-6"
      onSubmit={handleSubmit(
        (input) =>
          updateProfile.mutate(input, {
            onSuccess: () => {
              if (firstRun) void navigate('/home?tab=list');
            },
          }),
        (invalid) => {
          const first = FIELD_ORDER.find((name) => invalid[name]);
          if (first) setFocus(first);
        },
      )}
    >
      <Controller
        control={control}
        name="careFor"
        render={({ field, fieldState: { error } }) => (
          <fieldset className="grid min-w-0 gap-2">
            <legend className="mb-1 text-sm leading-none font-medium">{t('form.careFor')}</legend>
            <div className="flex flex-wrap gap-x-6">
              {CARE_FOR.map((choice, index) => (
                <label key={choice} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-care-for`}
                    value={choice}
                    // Focus on a refused save goes to the group's first choice.
                    ref={index === 0 ? field.ref : undefined}
                    checked={(field.value ?? 'child') === choice}
                    onChange={() => field.onChange(choice)}
                    onBlur={field.onBlur}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? ids.careForError : undefined}
                    className="size-5 accent-primary"
                  />
                  {choice === 'self' ? t('form.careForSelf') : t('form.careForChild')}
                </label>
              ))}
            </div>
            <FormMessage id={ids.careForError}>{error?.message}</FormMessage>
          </fieldset>
        )}
      />

      <Controller
        control={control}
        name="insuranceType"
        render={({ field, fieldState: { error } }) => (
          <InsuranceSelect
            label={t('form.insuranceType')}
            placeholder={t('form.insurancePlaceholder')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={error?.message}
          />
        )}
      />
      <PlanNetworkField control={control} />

      <Controller
        control={control}
        name="desiredServices"
        render={({ field, fieldState: { error } }) => {
          const selected = field.value ?? [];
          return (
            <fieldset className="grid min-w-0 gap-2">
              <legend className="mb-1 text-sm leading-none font-medium">
                {t('form.servicesNeeded')}
              </legend>
              <p className="text-sm text-muted-foreground">{t('form.chooseAll')}</p>
              <div className="grid gap-2 sm:grid-cols-2">
                {SERVICE_OPTIONS.map((service, index) => {
                  const checkboxId = `${id}-service-${index}`;
                  return (
                    <div
                      key={service}
                      className="flex items-center gap-3 rounded-md border border-border pl-3 hover:bg-muted has-data-[state=checked]:border-primary has-data-[state=checked]:bg-primary-soft/40"
                    >
                      <Checkbox
                        id={checkboxId}
                        // Focus on a failed submit goes to the group's first box.
                        ref={index === 0 ? field.ref : undefined}
                        checked={selected.includes(service)}
                        onCheckedChange={(checked) =>
                          field.onChange(
                            // Kept in the order of the options, whatever order they are ticked in.
                            SERVICE_OPTIONS.filter((option) =>
                              option === service ? checked === true : selected.includes(option),
                            ),
                          )
                        }
                        onBlur={field.onBlur}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? ids.servicesError : undefined}
                      />
                      <Label
                        htmlFor={checkboxId}
                        weight="normal"
                        wrap
                        className="flex-1 cursor-pointer py-3 pr-3"
                      >
                        {serviceName(service)}
                      </Label>
                    </div>
                  );
                })}
              </div>
              <FormMessage id={ids.servicesError}>{error?.message}</FormMessage>
            </fieldset>
          );
        }}
      />

      <div className="grid gap-2">
        <Label htmlFor={ids.zipCode}>{t('form.zipCode')}</Label>
        <Input
          id={ids.zipCode}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          className="sm:max-w-40"
          aria-invalid={errors.zipCode ? true : undefined}
          aria-describedby={errors.zipCode ? ids.zipCodeError : undefined}
          {...fields.zipCode}
        />
        <FormMessage id={ids.zipCodeError}>{errors.zipCode?.message}</FormMessage>
      </div>

      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-1 text-sm leading-none font-medium">
          {forSelf ? t('form.ownAge') : t('form.childAge')}
        </legend>
        <p className="text-sm text-muted-foreground">
          {forSelf ? t('form.ownAgeHint') : t('form.childAgeHint')}
        </p>
        <div className="flex flex-wrap gap-4">
          <div className="grid gap-1">
            <Label htmlFor={ids.years} weight="normal">
              {t('form.years')}
            </Label>
            <Input
              id={ids.years}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_AGE_YEARS}
              step={1}
              width="set"
              className="w-24"
              aria-invalid={errors.childAgeYears ? true : undefined}
              aria-describedby={errors.childAgeYears ? ids.ageError : undefined}
              {...fields.childAgeYears}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={ids.months} weight="normal">
              {t('form.months')}
            </Label>
            <Input
              id={ids.months}
              type="number"
              inputMode="numeric"
              min={0}
              max={11}
              step={1}
              width="set"
              className="w-24"
              aria-invalid={errors.childAgeMonths ? true : undefined}
              aria-describedby={errors.childAgeMonths ? ids.ageError : undefined}
              {...fields.childAgeMonths}
            />
          </div>
        </div>
        <FormMessage id={ids.ageError}>
          {errors.childAgeYears?.message ?? errors.childAgeMonths?.message}
        </FormMessage>
      </fieldset>

      <ClinicShareFields control={control} errors={errors} fields={fields} />

      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" className="w-full sm:w-auto" disabled={updateProfile.isPending}>
          {updateProfile.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {updateProfile.isPending
            ? t('saving')
            : firstRun
              ? t('welcome.showProviders')
              : t('form.save')}
        </Button>
        {/* Saved: the next step is the providers that fit. */}
        {updateProfile.isSuccess && !firstRun && (
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link to="/home">
              {t('form.findProviders')} <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
      </div>
    </form>
  );
}
