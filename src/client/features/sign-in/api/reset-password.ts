import { useMutation } from '@tanstack/react-query';
import { currentUserSchema, type CurrentUser } from '@shared/api/auth';
import { apiRequest } from '@client/lib/api-client';
import { useSession } from '@client/lib/session-user';

/** `POST /api/auth/reset-password`: sets the new password and signs this browser in. */
export async function resetPassword(input: {
  token: string;
  password: string;
}): Promise<CurrentUser> {
  const response = await apiRequest('POST', '/api/auth/reset-password', input);
  return currentUserSchema.parse(await response.json());
}

export function useResetPassword() {
  const session = useSession();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (user) => session.set(user),
  });
}
