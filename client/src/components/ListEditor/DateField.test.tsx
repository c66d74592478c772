import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test/render.tsx';
import { DateField } from './DateField.tsx';

function StartDate({ problem }: { problem?: string }) {
  const [value, setValue] = useState('');
  return <DateField label="Start Date" value={value} problem={problem} onChange={setValue} />;
}

describe('DateField', () => {
  it('is a yyyy-MM-dd text field with a calendar button named after it', async () => {
    const { user } = renderWithSite(<StartDate />);
    const field = screen.getByLabelText('Start Date');
    expect(field).toHaveAttribute('placeholder', 'yyyy-MM-dd');
    expect(screen.getByRole('button', { name: 'Pick the start date' })).toBeInTheDocument();
    await user.type(field, '2024-03');
    expect(field).toHaveValue('2024-03');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows its problem as an alert tied to the field', () => {
    renderWithSite(<StartDate problem="Use the format yyyy-MM-dd." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Use the format yyyy-MM-dd.');
    expect(screen.getByLabelText('Start Date')).toHaveAccessibleDescription('Use the format yyyy-MM-dd.');
  });
});
