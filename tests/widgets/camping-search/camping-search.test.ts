import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../widgets/camping-search/index.tsx';
import { meta } from '../../../widgets/camping-search/meta.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

describe('camping-search mounted through the kit', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('renders the title of its example, and takes it away on unmount', async () => {
    const { mountOn } = kioskOnDemoHost();
    const { element, unmount } = await mountOn(mount, { ...meta.example.props }, meta.example.markup);
    await waitFor(() => expect(within(element).getByText('Neues Widget camping-search')).toBeTruthy());
    unmount();
    expect(within(element).queryByText('Neues Widget camping-search')).toBeNull();
  });
});
