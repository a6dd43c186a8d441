import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@client/components/toaster';
import { toast } from './toast';

afterEach(() => {
  toast.dismiss();
});

describe('toast', () => {
  it('shows a toast asked for before the toaster had its library', async () => {
    toast.success('Request sent', { description: 'Two clinics will answer by e-mail.' });
    render(<Toaster />);
    expect(await screen.findByText('Request sent')).toBeTruthy();
    expect(screen.getByText('Two clinics will answer by e-mail.')).toBeTruthy();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
  });

  it('keeps the order of calls: a toast dismissed right after it was asked for never stays', async () => {
    render(<Toaster />);
    act(() => {
      toast.error('Could not save', { id: 'save' });
      toast.dismiss('save');
      toast.warning('Nothing was sent');
    });
    expect(await screen.findByText('Nothing was sent')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Could not save')).toBeNull());
  });
});
