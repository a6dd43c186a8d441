import { z } from 'zod';
import { REQUEST_ROUTES } from '@shared/rules/request-route';
import { schemaError } from './error-messages';
import { familyFactsSchema } from './provider-replies';
import { nextOpeningSchema } from './providers';

/** `POST /api/care-basket`. */
export const addToBasketSchema = z.object({
  providerId: z.uuid(schemaError('fields.providerId')),
});

export type AddToBasketInput = z.infer<typeof addToBasketSchema>;

/** `DELETE /api/care-basket/{id}`: the basket item's id. */
export const basketItemParamsSchema = z.object({
  id: z.uuid(schemaError('fields.basketItemId')),
});

/** A care basket item: the provider as the sheet and the basket page show it. */
export const basketItemSchema = z.object({
  id: z.uuid(),
  addedAt: z.string(),
  provider: z.object({
    id: z.uuid(),
    name: z.string(),
    specialty: z.string(),
    city: z.string(),
    state: z.string(),
    averageWaitTime: z.number().int().nullable(),
    /** Weeks, rounded up; null when the wait is unknown. */
    waitTimeWeeks: z.number().int().nullable(),
    /** The provider's next opening, as its card and map pin carry it; null when unknown. */
    nextOpening: nextOpeningSchema.nullable(),
    phone: z.string().nullable(),
    /**
     * How the request will travel (docs/product.md#reaching-a-clinic): e-mailed by us, or the
     * family calls `phone`, or nobody can reach the clinic yet.
     */
    requestBy: z.enum(REQUEST_ROUTES),
    profileImageUrl: z.string().nullable(),
    /** False once the registry deactivated its NPI: no request is sent to it. */
    active: z.boolean(),
  }),
});

export type BasketItem = z.infer<typeof basketItemSchema>;

/**
 * `GET /api/care-basket/what-clinics-receive`: what each clinic asked from the basket would be told
 * about the family if it were sent now, assembled by the same code as the request's e-mail: the
 * first name, the insurance and the plan named under it, the ZIP code and the family's facts.
 */
export const whatClinicsReceiveSchema = familyFactsSchema.extend({
  /** The account's first name; null: the e-mail says 'A family'. */
  firstName: z.string().nullable(),
  insuranceType: z.string().nullable(),
  /** The payer network named under that insurance ('Which plan?'); null when none. */
  insurancePlan: z.string().nullable(),
  zipCode: z.string().nullable(),
});

export type WhatClinicsReceive = z.infer<typeof whatClinicsReceiveSchema>;
