import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATE_AND_DC_CODES, US_TERRITORY_CODES, type UsStateCode } from '@shared/rules/us-states';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';

/**
 * Any state, DC or territory beyond the buttons: chosen from a list, imported like a button's
 * state (up to 200), one import at a time.
 */
export function AnyStateImport({
  disabled,
  onImport,
}: {
  disabled: boolean;
  onImport: (state: UsStateCode) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [state, setState] = useState<UsStateCode | ''>('');
  const groups = [
    { label: t('import.anyState.states'), codes: STATE_AND_DC_CODES },
    { label: t('import.anyState.territories'), codes: US_TERRITORY_CODES },
  ];
  return (
    <div className="grid gap-2">
      <Label id={`${id}-label`} htmlFor={id}>
        {t('import.anyState.label')}
      </Label>
      <div className="flex flex-wrap items-center gap-2">
        <Select value={state} onValueChange={(next) => setState(next as UsStateCode)}>
          <SelectTrigger
            id={id}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint`}
            width="set"
            className="w-36"
          >
            <SelectValue placeholder={t('import.anyState.placeholder')} />
          </SelectTrigger>
          <SelectContent>
            {groups.map((group) => (
              <SelectGroup key={group.label}>
                <SelectLabel>{group.label}</SelectLabel>
                {group.codes.map((code) => (
                  <SelectItem key={code} value={code}>
                    {code}
                  </SelectItem>
                ))}
              </SelectGroup>
            ))}
          </SelectContent>
        </Select>
        <Button
          variant="outline"
          disabled={disabled || state === ''}
          onClick={() => state && onImport(state)}
        >
          <Download aria-hidden="true" /> {t('import.anyState.button')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t('import.anyState.hint')}
      </p>
    </div>
  );
}
