import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  createClaimSchema,
  type ClaimCreated,
  type CreateClaimInput,
  type PublicListing,
} from '@shared/api/clinic-account';
import { Button } from '@client/components/ui/button';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { useCreateClaim } from './api/create-claim';

type Output = z.output<typeof createClaimSchema>;

/** The form's text fields in screen order: the first invalid one gets the focus. */
const FIELDS = ['name', 'role', 'workEmail', 'phone'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string | undefined): name is Field => FIELDS.some((f) => f === name);

const AUTOCOMPLETE: Record<Field, string> = {
  name: 'name',
  role: 'organization-title',
  workEmail: 'email',
  phone: 'tel',
};

/** 'Ask to manage this listing': who asks, judged by the API's own schema. */
export function ClaimForm({
  listing,
  onCreated,
  onCancel,
}: {
  listing: PublicListing;
  onCreated: (claim: ClaimCreated, workEmail: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('claims');
  const id = useId();
  const {
    register,
    setError,
    setFocus,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateClaimInput, unknown, Output>({
    resolver: zodResolver(createClaimSchema),
    defaultValues: {
      providerId: listing.id,
      name: '',
      role: '',
      workEmail: '',
      phone: '',
      cannotReachListingEmail: false,
    },
    shouldFocusError: false,
  });
  const labels: Record<Field, string> = {
    name: t('claim.fields.name'),
    role: t('claim.fields.role'),
    workEmail: t('claim.fields.workEmail'),
    phone: t('claim.fields.phone'),
  };
  const cannotReach = register('cannotReachListingEmail');
  const create = useCreateClaim();
  const failure =
    create.error && !(create.error instanceof ApiError && isField(create.error.field))
      ? apiErrorMessage(create.error, t('claim.failed'))
      : null;

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid gap-4"
      onSubmit={handleSubmit(
        (input) =>
          create.mutate(input, {
            onSuccess: (claim) => onCreated(claim, input.workEmail),
            onError: (error) => {
              if (error instanceof ApiError && isField(error.field) && error.serverMessage) {
                setError(error.field, { message: error.serverMessage }, { shouldFocus: true });
              }
            },
          }),
        (invalid) => {
          const first = FIELDS.find((name) => invalid[name]);
          if (first) setFocus(first);
        },
      )}
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold break-words">
          {t('claim.title', { name: listing.name })}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('claim.intro')}</p>
      </div>
      {FIELDS.map((field) => (
        <div key={field} className="grid gap-2">
          <Label htmlFor={`${id}-${field}`}>{labels[field]}</Label>
          <Input
            id={`${id}-${field}`}
            type={field === 'workEmail' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            autoComplete={AUTOCOMPLETE[field]}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
            {...register(field)}
          />
          <FormMessage id={`${id}-${field}-error`}>{errors[field]?.message}</FormMessage>
        </div>
      ))}
      <label className="flex min-h-6 items-start gap-3 text-sm">
        <input type="checkbox" className="size-6 shrink-0 accent-primary" {...cannotReach} />
        <span>{t('claim.cannotReach')}</span>
      </label>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('claim.back')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('claim.sending') : t('claim.submit')}
        </Button>
      </div>
    </form>
  );
}
