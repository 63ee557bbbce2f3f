import { useState } from 'react';

export function Hello({ name, brandName }: { name?: string; brandName: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <div className="kiosk-hello">
      <p className="kiosk-hello__text">
        Hallo{name ? `, ${name}` : ''}! Hier spricht {brandName}.
      </p>
      <button type="button" className="kiosk-hello__button" onClick={() => setClicks((n) => n + 1)}>
        Angeklickt: {clicks}
      </button>
    </div>
  );
}
