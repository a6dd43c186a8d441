import { useId } from 'react';
import { Checkbox } from '@client/components/ui/checkbox';
import { Label } from '@client/components/ui/label';

/** A fieldset of checkboxes over fixed options (the profile's insurance or service options). */
export function OptionChecklist<Option extends string>({
  legend,
  options,
  label,
  selected,
  onChange,
}: {
  legend: string;
  options: readonly Option[];
  /** The words for an option; the value saved stays the option itself. */
  label: (option: Option) => string;
  selected: string[];
  onChange: (selected: string[]) => void;
}) {
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {options.map((option, i) => (
          <div key={option} className="flex min-h-11 items-center gap-3">
            <Checkbox
              id={`${id}-${i}`}
              checked={selected.includes(option)}
              onCheckedChange={(checked) =>
                onChange(
                  checked
                    ? options.filter((o) => o === option || selected.includes(o))
                    : selected.filter((o) => o !== option),
                )
              }
            />
            <Label htmlFor={`${id}-${i}`} weight="normal">
              {label(option)}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
