import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ScoreFormat } from '@tsuzuki/events/scores';
import { renderWithSite } from '../../test/render.tsx';
import { ScoreInput } from './ScoreInput.tsx';

// The list editor's score widget in each of the member's score formats (core §4, §5).
function Scored({ format, initial = 0 }: { format: ScoreFormat; initial?: number }) {
  const [score, setScore] = useState(initial);
  return (
    <>
      <ScoreInput format={format} value={score} onChange={setScore} />
      <output aria-label="Saved score">{score}</output>
    </>
  );
}

describe('ScoreInput', () => {
  it('offers five stars on POINT_5, lights the chosen one and those before it, and resets on a second click', async () => {
    const { user } = renderWithSite(<Scored format="POINT_5" />);
    const group = screen.getByRole('group', { name: 'Score' });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '3 stars' }));
    expect(screen.getByLabelText('Saved score')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: '3 stars' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '1 star' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: '3 stars' }));
    expect(screen.getByLabelText('Saved score')).toHaveTextContent('0');
  });

  it('offers three smileys on POINT_3', async () => {
    const { user } = renderWithSite(<Scored format="POINT_3" />);
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Disliked', 'Neutral', 'Liked']);
    await user.click(screen.getByRole('button', { name: 'Liked' }));
    expect(screen.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Saved score')).toHaveTextContent('3');
  });

  it('is a number field out of 10 on POINT_10, a typed score above the maximum kept at the maximum', async () => {
    const { user } = renderWithSite(<Scored format="POINT_10" />);
    const field = screen.getByLabelText('Score');
    expect(screen.getByText('/ 10')).toBeInTheDocument();
    await user.type(field, '12');
    expect(screen.getByLabelText('Saved score')).toHaveTextContent('10');
    await user.tab();
    expect(field).toHaveValue(10);
  });

  it('takes halves on POINT_10_DECIMAL and whole numbers up to 100 on POINT_100', async () => {
    const { user, unmount } = renderWithSite(<Scored format="POINT_10_DECIMAL" />);
    await user.type(screen.getByLabelText('Score'), '7.5');
    expect(screen.getByLabelText('Saved score')).toHaveTextContent('7.5');
    unmount();
    renderWithSite(<Scored format="POINT_100" />);
    expect(screen.getByText('/ 100')).toBeInTheDocument();
  });
});
