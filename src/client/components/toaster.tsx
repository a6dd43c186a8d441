import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loadedSonner, onSonnerLoaded } from '@client/lib/toast';

/**
 * Where toasts appear, one at a time. It renders nothing until the first toast loads Sonner, which
 * then shows what was asked for before it was there.
 */
export function Toaster() {
  const { t } = useTranslation();
  const sonner = useSyncExternalStore(onSonnerLoaded, loadedSonner, () => undefined);
  if (!sonner) return null;
  return (
    <sonner.Toaster
      visibleToasts={1}
      position="top-right"
      // Below the 64 px header, so a toast never covers the basket button or the account menu.
      offset={{ top: 72 }}
      mobileOffset={{ top: 72 }}
      closeButton
      containerAriaLabel={t('toaster.label')}
      // Sonner's rich colours fail WCAG contrast; ours pass. Failures are destructive (red).
      toastOptions={{
        closeButtonAriaLabel: t('toaster.close'),
        // Each kind its own colours: classes for every toast and for one kind would both apply.
        classNames: {
          default: '!border-border !text-foreground',
          success: '!border-border !text-foreground',
          warning: '!border-border !text-foreground',
          description: '!text-muted-foreground',
          // Sonner draws its close button 20 px wide; WCAG 2.2 asks 24 x 24 px of a target.
          closeButton: 'size-6!',
          error:
            '!bg-destructive !text-destructive-foreground !border-destructive [&_[data-description]]:!text-destructive-foreground',
        },
      }}
    />
  );
}
