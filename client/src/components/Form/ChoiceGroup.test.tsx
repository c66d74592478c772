import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test/render.tsx';
import { ChoiceGroup } from './ChoiceGroup.tsx';

type Format = 'POINT_100' | 'POINT_5';

function ScoringSystem({ disabled = false }: { disabled?: boolean }) {
  const [value, setValue] = useState<Format>('POINT_100');
  return (
    <ChoiceGroup<Format>
      label="Scoring System"
      name="score-format"
      value={value}
      disabled={disabled}
      choices={[
        { value: 'POINT_100', label: '100 Point', hint: '55/100' },
        { value: 'POINT_5', label: '5 Star', hint: '3/5' },
      ]}
      onChange={setValue}
    />
  );
}

describe('ChoiceGroup', () => {
  it('is a named group of radio buttons, one chosen', async () => {
    const { user } = renderWithSite(<ScoringSystem />);
    expect(screen.getByRole('group', { name: 'Scoring System' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /100 Point/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /5 Star/ }));
    expect(screen.getByRole('radio', { name: /5 Star/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /100 Point/ })).not.toBeChecked();
    expect(screen.getByText('3/5')).toBeInTheDocument();
  });

  it('takes no choice while disabled', async () => {
    const { user } = renderWithSite(<ScoringSystem disabled />);
    await user.click(screen.getByRole('radio', { name: /5 Star/ }));
    expect(screen.getByRole('radio', { name: /100 Point/ })).toBeChecked();
  });
});
