import { Check, Plus, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotAccepting } from '@shared/api/providers';
import { NotAcceptingNote } from '@client/components/next-opening-line';
import { Button } from '@client/components/ui/button';

/**
 * What a provider's card or map popup offers about the basket: 'Requested {date}' leading to the
 * family's appointments once it has asked; the clinic's word that it takes no new patients, where
 * nobody can ask; else 'Add to Care Basket'. On the card it toggles (pressed: 'In Care Basket',
 * press again to take it out); in the popup, once added, it stays done.
 */
export function BasketButton({
  requested,
  notAccepting,
  inBasket,
  mode,
  pending = false,
  onPress,
  size,
  className,
  noteClassName,
}: {
  requested: string | null;
  notAccepting: NotAccepting | null;
  inBasket: boolean;
  mode: 'toggle' | 'add';
  pending?: boolean;
  onPress: () => void;
  /** The card's button sizes itself (`custom`), the popup's is small. */
  size: 'sm' | 'custom';
  className: string;
  noteClassName: string;
}) {
  const { t } = useTranslation('search');
  if (requested) {
    return (
      <Button asChild size={size} wrap variant="secondary" className={className}>
        <Link to="/appointments">
          <Send aria-hidden="true" />
          {requested}
        </Link>
      </Button>
    );
  }
  // Nobody can ask a clinic that takes no new patients: the card says who said so instead.
  if (notAccepting)
    return <NotAcceptingNote notAccepting={notAccepting} className={noteClassName} />;
  const toggles = mode === 'toggle';
  return (
    <Button
      type="button"
      size={size}
      wrap
      className={className}
      variant={inBasket ? 'secondary' : 'default'}
      aria-pressed={toggles ? inBasket : undefined}
      // Not `disabled` while saving: that would drop keyboard focus from the button.
      aria-disabled={(toggles && pending) || undefined}
      disabled={!toggles && inBasket}
      onClick={() => {
        if (!pending) onPress();
      }}
    >
      {inBasket ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
      {inBasket ? (toggles ? t('card.inBasket') : t('popup.inBasket')) : t('card.addToBasket')}
    </Button>
  );
}
