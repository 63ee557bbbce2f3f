import { useEffect, useState } from 'react';
import type { Bus } from '../../src/bus.ts';

/** Greets the reader; the host command `hello.greet` (kiosk.push(['hello.greet', 'Ada'])) changes the name. */
export function Hello({ name, brandName, bus }: { name?: string; brandName: string; bus: Bus }) {
  const [greeted, setGreeted] = useState(name);
  const [clicks, setClicks] = useState(0);
  useEffect(() => bus.handle('hello.greet', (next) => typeof next == 'string' && setGreeted(next)), [bus]);
  return (
    <div className="kiosk-hello">
      <p className="kiosk-hello__text">
        Hallo{greeted ? `, ${greeted}` : ''}! Hier spricht {brandName}.
      </p>
      <button type="button" className="kiosk-hello__button" onClick={() => setClicks((n) => n + 1)}>
        Angeklickt: {clicks}
      </button>
    </div>
  );
}
