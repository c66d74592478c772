import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test/render.tsx';
import { SelectField } from './SelectField.tsx';

function Timezone() {
  const [offset, setOffset] = useState(0);
  return (
    <>
      <SelectField<number>
        label="Timezone"
        value={offset}
        options={[
          { value: 0, label: 'UTC' },
          { value: 540, label: 'Tokyo' },
        ]}
        onChange={setOffset}
      />
      <output aria-label="Offset">{typeof offset === 'number' ? `${offset} minutes` : 'not a number'}</output>
    </>
  );
}

describe('SelectField', () => {
  it('is a select named by its label whose choice keeps its type', async () => {
    const { user } = renderWithSite(<Timezone />);
    const select = screen.getByRole('combobox', { name: 'Timezone' });
    expect(select).toHaveDisplayValue('UTC');
    await user.selectOptions(select, 'Tokyo');
    expect(select).toHaveDisplayValue('Tokyo');
    expect(screen.getByLabelText('Offset')).toHaveTextContent('540 minutes');
  });
});
