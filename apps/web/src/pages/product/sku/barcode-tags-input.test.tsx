import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BarcodeTagsInput } from './barcode-tags-input';

function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <BarcodeTagsInput value={value} onChange={setValue} />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

const type = (text: string) => {
  const input = screen.getByTestId('barcode-input');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

describe('barcode tags', () => {
  it('adds a valid EAN-13 as a tag, the first one being the main barcode', () => {
    render(<Harness />);
    type('6901234567892');
    expect(screen.getByTestId('value').textContent).toBe('6901234567892');
    expect(screen.getByText('main')).toBeTruthy();
  });

  it('refuses a wrong check digit and says which digit it should be', () => {
    render(<Harness />);
    type('6901234567891');
    expect(screen.getByTestId('barcode-problem').textContent).toBe(
      'Barcode "6901234567891" has a wrong check digit: the last digit should be 2; check for a typing error',
    );
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('refuses a barcode already in the list', () => {
    render(<Harness initial={['6901234567892']} />);
    type('6901234567892');
    expect(screen.getByTestId('barcode-problem').textContent).toBe('Barcode "6901234567892" is entered twice');
  });
});
