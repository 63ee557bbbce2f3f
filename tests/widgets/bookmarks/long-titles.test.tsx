import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FollowedList } from '../../../widgets/bookmarks/followed-list.tsx';
import { SavedArticle } from '../../../widgets/bookmarks/saved-article.tsx';

afterEach(cleanup);

/** 60 KB of server text: one word, then words, as a lying server sends them. */
const WORD = 'Rubrik'.repeat(10_000);
const WORDS = 'Lange Rubrik '.repeat(5_000);

describe('bookmarks panel: server text of any length is shortened for display', () => {
  it('a followed rubric title to 80 characters, in the link and in the button’s name', () => {
    render(
      <FollowedList
        heading="Gefolgte Rubriken"
        entries={[
          { id: 'a', title: WORD, url: '/rubrik/' },
          { id: 'b', title: WORDS },
        ]}
        onUnfollow={() => undefined}
      />,
    );
    const link = screen.getByRole('link');
    expect(link.textContent).toBe(`${WORD.slice(0, 80)}…`);
    expect(screen.getAllByRole('button')[0]!.getAttribute('aria-label')).toBe(
      `Nicht mehr folgen: ${WORD.slice(0, 80)}…`,
    );
    // Words are cut at a word boundary.
    expect(screen.getAllByText(/^Lange Rubrik/)[0]!.textContent).toBe(
      `${'Lange Rubrik '.repeat(6).trimEnd()}…`,
    );
  });

  it('a saved article title to 150 characters', () => {
    render(<SavedArticle item={{ id: '1', title: WORD }} device="desktop" onRemove={() => undefined} />);
    expect(screen.getByText(/^Rubrik/).textContent).toHaveLength(151);
    expect(screen.getByRole('button').getAttribute('aria-label')).toBe(`Entfernen: ${WORD.slice(0, 150)}…`);
  });
});
