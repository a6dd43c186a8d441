import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedProvider } from '@shared/api/provider-management';
import { ConsultationIllustration } from './consultation-illustration';
import { ProviderDetailsPanel } from './provider-details-panel';
import { ProviderPicker } from './provider-picker';

/** `/provider-management`, for admins only (docs/product.md#provider-management). */
export default function ProviderManagementPage() {
  const { t } = useTranslation('admin');
  // None at first, then the provider whose card was clicked (kept fresh by each save).
  const [selected, setSelected] = useState<ManagedProvider | null>(null);
  const details = useRef<HTMLDivElement>(null);

  function select(provider: ManagedProvider) {
    setSelected(provider);
    // One column below 1024 px: the details are under the list, so bring them into view.
    if (!window.matchMedia('(min-width: 1024px)').matches) {
      requestAnimationFrame(() => details.current?.scrollIntoView({ block: 'start' }));
    }
  }

  return (
    <div className="relative isolate min-h-[calc(100dvh-4rem)]">
      <ConsultationIllustration
        preserveAspectRatio="xMidYMid slice"
        className="pointer-events-none absolute inset-0 -z-10 size-full opacity-25"
      />
      <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
        <div className="rounded-xl bg-background/85 p-4 sm:p-6">
          <h1 className="text-2xl font-bold sm:text-3xl">{t('management.title')}</h1>
          <p className="mt-2 text-muted-foreground">{t('management.intro')}</p>
        </div>
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-3">
          <ProviderPicker selectedId={selected?.id ?? null} onSelect={select} />
          <div ref={details} className="scroll-mt-4 lg:col-span-2">
            <ProviderDetailsPanel provider={selected} onSaved={setSelected} />
          </div>
        </div>
      </main>
    </div>
  );
}
