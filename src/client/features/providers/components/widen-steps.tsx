import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidenStep } from '@shared/api/providers';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import type { SearchPatch } from '../use-provider-search';

/** What one tap on a step changes in the address; it then shows as a chip like any filter. */
export function widenPatch(step: WidenStep): SearchPatch {
  switch (step.kind) {
    case 'within':
      return { within: String(step.miles) };
    case 'anyService':
      return { anyService: 'true' };
    case 'insurance':
      return step.from === 'accepts'
        ? { matchingOnly: undefined, anyInsurance: undefined }
        : { anyInsurance: 'true' };
  }
}

/**
 * The next steps of an empty or thin search (docs/product.md#widen), each with the number of
 * providers the search finds once it is taken. Nothing when no step finds more.
 */
export function WidenSteps({
  steps,
  insurance,
  onWiden,
  className,
}: {
  steps: readonly WidenStep[];
  /** The family's insurance, as its name reads. */
  insurance: string | null;
  onWiden: (step: WidenStep) => void;
  className?: string;
}) {
  const { t } = useTranslation('search');
  const id = useId();
  if (steps.length === 0) return null;
  const labelOf = (step: WidenStep) => {
    switch (step.kind) {
      case 'within':
        return t('widen.within', { miles: step.miles });
      case 'anyService':
        return t('widen.anyService');
      case 'insurance':
        return step.from === 'accepts'
          ? t('widen.insuranceUnknown', { insurance })
          : t('widen.insuranceNotListed', { insurance });
    }
  };
  return (
    <section aria-labelledby={id} className={cn('grid gap-2', className)}>
      <h2 id={id} className="text-sm font-semibold">
        {t('widen.heading')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {steps.map((step) => (
          <li key={step.kind} className="min-w-0 max-w-full">
            <Button
              variant="outline"
              size="touch"
              wrap
              align="start"
              className="max-w-full"
              onClick={() => onWiden(step)}
            >
              <span className="min-w-0">
                {labelOf(step)}
                {': '}
                <strong>{t('widen.count', { count: step.count })}</strong>
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
