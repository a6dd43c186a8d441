import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingSearchQuery } from '@shared/api/clinic-account';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';

/** Ten digits are an NPI; anything else is part of a name (with the state, when given). */
export function toSearchQuery(text: string, state: string): ListingSearchQuery {
  const words = text.trim();
  const stateCode = state.trim().toUpperCase();
  if (/^\d{10}$/.test(words)) return { npi: words };
  return stateCode ? { name: words, state: stateCode } : { name: words };
}

/** 'Find your listing': one field for the NPI or the name, and an optional state. */
export function ListingSearchForm({
  initialText,
  pending,
  onSearch,
}: {
  initialText: string;
  pending: boolean;
  onSearch: (query: ListingSearchQuery) => void;
}) {
  const { t } = useTranslation('claims');
  const id = useId();
  const [text, setText] = useState(initialText);
  const [state, setState] = useState('');
  return (
    <form
      role="search"
      aria-labelledby={`${id}-title`}
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(toSearchQuery(text, state));
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('search.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-text`}>{t('search.text')}</Label>
          <Input
            id={`${id}-text`}
            value={text}
            autoComplete="organization"
            aria-describedby={`${id}-hint`}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-state`}>{t('search.state')}</Label>
          <Input
            id={`${id}-state`}
            value={state}
            maxLength={2}
            autoComplete="address-level1"
            className="uppercase"
            onChange={(event) => setState(event.target.value)}
          />
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t('search.hint')}
      </p>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? t('search.searching') : t('search.submit')}
        </Button>
      </div>
    </form>
  );
}
