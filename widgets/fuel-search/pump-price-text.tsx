import { formatPumpPrice } from '../../features/fuel/pump-price.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';

/** '1,75⁹ €' as the pump shows it; read out as '1,759 €'. */
export function PumpPriceText({ euros }: { euros: number }) {
  const price = formatPumpPrice(euros);
  return (
    <span className="kiosk-fuel-price">
      <span aria-hidden="true">
        {price.main}
        <sup className="kiosk-fuel-price__ninth">{price.ninth}</sup> €
      </span>
      <VisuallyHidden>{price.text}</VisuallyHidden>
    </span>
  );
}
