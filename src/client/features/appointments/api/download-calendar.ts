import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast, toastFailure } from '@client/lib/toast';
import { throwIfNotOk } from '@client/lib/api-client';

/** Fetches `GET /api/appointment-requests/{id}/calendar` and saves it as appointment-{id}.ics. */
export async function downloadCalendar(id: string): Promise<void> {
  const response = await fetch(`/api/appointment-requests/${encodeURIComponent(id)}/calendar`, {
    credentials: 'include',
  });
  await throwIfNotOk(response);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `appointment-${id}.ics`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

export function useDownloadCalendar() {
  const { t } = useTranslation('requests');
  return useMutation({
    mutationFn: downloadCalendar,
    onSuccess: () =>
      toast.success(t('calendar.downloaded'), { description: t('calendar.downloadedDetail') }),
    onError: (error) => toastFailure(error, t('calendar.failed'), t('calendar.failedDetail')),
  });
}
