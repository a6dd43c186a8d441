import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedProvider } from '@shared/api/provider-management';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/cn';
import { useManagedProviders } from './api/get-managed-providers';
import { ProviderAvatar } from './provider-avatar';
import { Spinner } from './spinner';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The left column: a live search (by name, city, state or NPI, answered by the server) over a
 * 600 px scrolling list of cards; more cards load on request, never the whole directory.
 */
export function ProviderPicker({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (provider: ManagedProvider) => void;
}) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  const query = useManagedProviders(q);
  const providers = query.data?.pages.flatMap((page) => page.providers) ?? [];
  const total = query.data?.pages[0]?.total;

  let list;
  if (query.isPending) list = <Spinner label={t('picker.loading')} />;
  else if (query.isError)
    list = (
      <div role="alert" className="grid justify-items-start gap-3 py-4 text-sm">
        <p>{t('picker.loadError')}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('picker.tryAgain')}
        </Button>
      </div>
    );
  else if (providers.length === 0)
    list = <p className="py-6 text-center text-sm text-muted-foreground">{t('picker.none')}</p>;
  else
    list = (
      <ul className="grid gap-2" aria-label={t('picker.list')}>
        {providers.map((provider) => (
          <li key={provider.id}>
            <button
              type="button"
              aria-pressed={provider.id === selectedId}
              onClick={() => onSelect(provider)}
              className={cn(
                'flex w-full items-center gap-3 rounded-lg border p-3 text-left',
                provider.id === selectedId
                  ? 'border-primary bg-primary-soft/60 hover:bg-primary-soft'
                  : 'border-border bg-background hover:bg-muted',
              )}
            >
              <ProviderAvatar provider={provider} />
              <span className="min-w-0">
                <span className="block font-medium break-words">{provider.name}</span>
                <span className="block text-sm text-muted-foreground">{provider.specialty}</span>
                <span className="block text-sm text-muted-foreground">
                  {provider.city}, {provider.state}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <Card>
      <CardContent className="grid gap-4">
        <h2 className="text-xl font-semibold">{t('picker.title')}</h2>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label={t('picker.searchLabel')}
            placeholder={t('picker.searchPlaceholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="pl-9"
          />
        </div>
        {total !== undefined && (
          <p role="status" className="text-sm text-muted-foreground">
            {t('picker.found', { count: total })}
          </p>
        )}
        <div className="max-h-[600px] overflow-y-auto pr-1">
          {list}
          {query.hasNextPage && (
            <Button
              variant="outline"
              className="mt-3 w-full"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? t('picker.loadingMore') : t('picker.more')}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
