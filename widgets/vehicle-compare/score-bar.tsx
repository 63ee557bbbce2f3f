import { VisuallyHidden } from '../../ui/visually-hidden.tsx';

/**
 * spec 1: the '1000-Punkte-Wertung' as a bar a reader takes in at a glance, with the figure beside it;
 * the bar is drawn for the eye only, the text says the same to a screen reader.
 */
export function ScoreBar({ score }: { score: number }) {
  return (
    <span className="kiosk-vehicle-compare__score">
      <span className="kiosk-vehicle-compare__score-track" aria-hidden="true">
        <span className="kiosk-vehicle-compare__score-fill" style={{ width: `${score / 10}%` }} />
      </span>
      <span>
        {score}
        <VisuallyHidden> von 1000 Punkten</VisuallyHidden>
      </span>
    </span>
  );
}
