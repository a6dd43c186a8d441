import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clinicListingSchema,
  listingCheckSchema,
  type ClinicListing,
  type ListingCheck,
  type NewOpeningInput,
  type UpdateListingInput,
} from '@shared/api/clinic-listing';
import { uploadParametersSchema } from '@shared/api/provider-management';
import { apiRequest, getJson, throwIfNotOk } from '@client/lib/api-client';

// The clinic's listing page and the monthly e-mail's one-click page talk to the API here.

const listingUrl = (providerId: string) => `/api/clinic/listings/${encodeURIComponent(providerId)}`;

export const listingQueryOptions = (providerId: string) =>
  queryOptions({
    queryKey: ['/api/clinic/listings', providerId],
    queryFn: async () =>
      clinicListingSchema.parse(await getJson<ClinicListing>(listingUrl(providerId))),
    // A 404 (not this account's listing) stays so.
    retry: false,
  });

export const useListing = (providerId: string) => useQuery(listingQueryOptions(providerId));

/** Every change answers with the whole listing, which replaces the cached one. */
function useListingChange<Input>(providerId: string, send: (input: Input) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => clinicListingSchema.parse(await (await send(input)).json()),
    onSuccess: (listing) =>
      queryClient.setQueryData(listingQueryOptions(providerId).queryKey, listing),
  });
}

export const useUpdateListing = (providerId: string) =>
  useListingChange(providerId, (input: UpdateListingInput) =>
    apiRequest('PATCH', listingUrl(providerId), input),
  );

export const useAddOpening = (providerId: string) =>
  useListingChange(providerId, (input: NewOpeningInput) =>
    apiRequest('POST', `${listingUrl(providerId)}/openings`, input),
  );

export const useRemoveOpening = (providerId: string) =>
  useListingChange(providerId, (openingId: string) =>
    apiRequest('DELETE', `${listingUrl(providerId)}/openings/${encodeURIComponent(openingId)}`),
  );

export const useConfirmListing = (providerId: string) =>
  useListingChange(providerId, () => apiRequest('POST', `${listingUrl(providerId)}/confirm`));

/** The same upload as an admin's: a one-time URL, the file PUT there, then saved on the listing. */
export const useUploadPhoto = (providerId: string) =>
  useListingChange(providerId, async (file: File) => {
    const { uploadURL } = uploadParametersSchema.parse(
      await (await apiRequest('POST', `${listingUrl(providerId)}/photo-upload`)).json(),
    );
    const put = await fetch(uploadURL, {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': file.type },
      credentials: 'include',
    });
    await throwIfNotOk(put);
    return apiRequest('PUT', `${listingUrl(providerId)}/photo`, { imageURL: uploadURL });
  });

const checkUrl = (token: string) => `/api/listing-checks/${encodeURIComponent(token)}`;

export const useListingCheck = (token: string) =>
  useQuery({
    queryKey: ['/api/listing-checks', token],
    queryFn: async () => listingCheckSchema.parse(await getJson<ListingCheck>(checkUrl(token))),
    retry: false,
  });

export const useConfirmByLink = (token: string) =>
  useMutation({
    mutationFn: async () =>
      listingCheckSchema.parse(
        await (await apiRequest('POST', `${checkUrl(token)}/confirm`)).json(),
      ),
  });
