import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Switch } from '../../ui/switch.tsx';

afterEach(cleanup);

function Example() {
  const [on, setOn] = useState(false);
  return (
    <Switch checked={on} onChange={setOn} className="kiosk-example__switch">
      Dunkles Design
    </Switch>
  );
}

describe('Switch', () => {
  it('keeps its name and says its state through aria-checked, turning with each press', () => {
    render(<Example />);
    const control = screen.getByRole('switch', { name: 'Dunkles Design' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(control);
    expect(screen.getByRole('switch', { name: 'Dunkles Design' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(control);
    expect(control.getAttribute('aria-checked')).toBe('false');
  });

  it("is a button that submits no form, with the switch's class and the widget's", () => {
    render(<Example />);
    const control = screen.getByRole('switch');
    expect(control.tagName).toBe('BUTTON');
    expect(control.getAttribute('type')).toBe('button');
    expect(control.className).toBe('kiosk-switch kiosk-example__switch');
    expect(control.querySelector('.kiosk-switch__track')?.getAttribute('aria-hidden')).toBe('true');
  });
});
