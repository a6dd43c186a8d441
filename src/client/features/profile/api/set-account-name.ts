import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserSchema, type AccountNameInput, type CurrentUser } from '@shared/api/auth';
import { apiRequest } from '@client/lib/api-client';
import { useSession } from '@client/lib/session-user';
import { whatClinicsReceiveQueryOptions } from '@client/lib/api/get-what-clinics-receive';

/** `PUT /api/account/name`: the name our e-mails greet the family by. */
export async function setAccountName(input: AccountNameInput): Promise<CurrentUser> {
  const response = await apiRequest('PUT', '/api/account/name', input);
  return currentUserSchema.parse(await response.json());
}

export function useSetAccountName() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: setAccountName,
    onSuccess: (user) => {
      session.set(user);
      // Clinics are told the first name: the basket's 'What each clinic receives' shows it.
      void queryClient.invalidateQueries(whatClinicsReceiveQueryOptions());
    },
  });
}
