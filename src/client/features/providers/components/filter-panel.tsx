import { Search } from 'lucide-react';
import { useId } from 'react';
import { Checkbox } from '@client/components/ui/checkbox';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import type { ProviderListParams } from '../api/get-providers';
import type { SearchPatch } from '../use-provider-search';

// Radix Select has no empty value, so 'all' is this sentinel.
export const ALL = '__all__';
// Several services (from the profile) show as one choice; each is a chip to remove.
const SEVERAL = '__several__';

export interface FilterPanelProps {
  params: ProviderListParams;
  update: (patch: SearchPatch) => void;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  services: readonly string[];
  insurances: readonly string[];
  /** The profile's insurance; the 'matching only' checkbox exists only with one. */
  familyInsurance: string | null;
}

/** The filter controls (docs/product.md#filters): search, service, insurance, matching only. */
export function FilterPanel(props: FilterPanelProps) {
  const { params, update, services, insurances, familyInsurance } = props;
  const id = useId();
  const chosen = params.service ?? [];

  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-search`}>Search</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-search`}
            type="search"
            placeholder="Name or city..."
            autoComplete="off"
            maxLength={100}
            className="pl-9"
            value={props.searchText}
            onChange={(event) => props.onSearchTextChange(event.target.value)}
          />
        </div>
      </div>

      <ChoiceSelect
        id={`${id}-service`}
        label="Service Type"
        allLabel="All Services"
        value={chosen.length > 1 ? SEVERAL : chosen[0]}
        several={chosen.length > 1 ? `${chosen.length} services` : undefined}
        options={services}
        onChange={(service) => {
          if (service !== SEVERAL) update({ service: service ? [service] : [] });
        }}
      />
      <ChoiceSelect
        id={`${id}-insurance`}
        label="Insurance"
        allLabel="All Insurance"
        value={params.insurance}
        options={insurances}
        onChange={(insurance) => update({ insurance })}
      />

      {familyInsurance && (
        <div className="flex min-h-11 items-center gap-3">
          <Checkbox
            id={`${id}-matching`}
            checked={params.matchingOnly === true}
            onCheckedChange={(checked) => update({ matchingOnly: checked === true ? 'true' : '' })}
          />
          <Label htmlFor={`${id}-matching`} className="leading-snug">
            Show only providers accepting my insurance
          </Label>
        </div>
      )}
    </div>
  );
}

function ChoiceSelect(props: {
  id: string;
  label: string;
  allLabel: string;
  value: string | undefined;
  /** The label of the SEVERAL value, when several are chosen. */
  several?: string | undefined;
  options: readonly string[];
  onChange: (value: string | undefined) => void;
}) {
  const { id, value, options } = props;
  // A value from the URL that the list no longer offers stays choosable, so it can be seen.
  const choices =
    value && value !== SEVERAL && !options.includes(value) ? [value, ...options] : options;
  return (
    <div className="grid gap-2">
      <Label id={`${id}-label`} htmlFor={id}>
        {props.label}
      </Label>
      <Select
        value={value ?? ALL}
        onValueChange={(next) => props.onChange(next === ALL ? undefined : next)}
      >
        <SelectTrigger id={id} aria-labelledby={`${id}-label`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{props.allLabel}</SelectItem>
          {props.several && <SelectItem value={SEVERAL}>{props.several}</SelectItem>}
          {choices.map((choice) => (
            <SelectItem key={choice} value={choice}>
              {choice}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
