import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { scheduleInputSchema } from '@shared/api/appointment-requests';
import { profileInputSchema } from '@shared/api/profile';
import { showLanguage } from '@client/i18n/i18n';
import { fieldErrors } from './field-errors';

// The forms judge input with the server's schemas; their messages come in the language shown.

afterEach(() => showLanguage('en'));

const badSchedule = {
  scheduledDate: '2020-01-01T10:00:00Z',
  contactEmail: 'not an address',
  contactPhone: 'abc',
};

const messagesOf = (input: unknown) => {
  const parsed = scheduleInputSchema.safeParse(input);
  if (parsed.success) throw new Error('expected the input to be refused');
  return fieldErrors(parsed.error);
};

describe('fieldErrors', () => {
  it('gives each field its message in Spanish when Spanish is shown', async () => {
    await showLanguage('es');
    expect(messagesOf(badSchedule)).toEqual({
      scheduledDate: 'La cita debe ser en el futuro.',
      contactEmail: 'Correo electrónico no válido',
      contactPhone: 'Escriba un número de teléfono válido',
    });
  });

  it('gives them in English, as before, when English is shown', () => {
    expect(messagesOf(badSchedule)).toEqual({
      scheduledDate: 'The appointment must be in the future.',
      contactEmail: 'Invalid email',
      contactPhone: 'Please enter a valid phone number',
    });
  });
});

describe('a react-hook-form resolver on a shared schema', () => {
  const resolve = async (values: FieldValues) => {
    const resolver = zodResolver(profileInputSchema) as unknown as Resolver<FieldValues>;
    const { errors } = await resolver(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    return Object.fromEntries(
      Object.entries(errors).map(([name, error]) => [name, error?.message]),
    );
  };

  it('words its messages, with their numbers, in Spanish', async () => {
    await showLanguage('es');
    expect(
      await resolve({ desiredServices: [], zipCode: '123', childAgeYears: 100, lookingFor: '' }),
    ).toEqual({
      insuranceType: 'Elija su tipo de seguro médico',
      desiredServices: 'Elija al menos un servicio',
      zipCode: 'Escriba un código postal válido de 5 dígitos',
      childAgeYears: 'Escriba los años completos, de 0 a 99',
    });
  });
});
