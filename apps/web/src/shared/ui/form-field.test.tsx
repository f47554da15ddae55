import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input, Select } from './form-controls';
import { FormField } from './form-field';

describe('FormField', () => {
  it('labels its control and reads out the hint', () => {
    render(
      <FormField label="E-mail" hint="We never share it.">
        <Input type="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and reads out the error after the hint', () => {
    render(
      <FormField label="E-mail" hint="We never share it." error="The e-mail is not valid.">
        <Input type="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. The e-mail is not valid.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces an error that answers an action', () => {
    render(
      <FormField label="Mobile" error="This number is in use." isErrorAnnounced>
        <Input aria-invalid={undefined} />
      </FormField>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This number is in use.');
    // The control chose not to be marked invalid; the error still describes it.
    const input = screen.getByRole('textbox', { name: 'Mobile' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('This number is in use.');
  });

  it('keeps what the control names itself first', () => {
    render(
      <>
        <p id="rules">Eight characters at least.</p>
        <FormField label="Password" error="Too short.">
          <Input type="password" aria-describedby="rules" />
        </FormField>
      </>,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Eight characters at least. Too short.',
    );
  });

  it('hides the label from sight only', () => {
    render(
      <FormField label="Search games" isLabelHidden>
        <Input type="search" />
      </FormField>,
    );
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toBeInTheDocument();
    expect(screen.getByText('Search games')).toHaveClass('visually-hidden');
  });

  it('offers a select with its prompt first', () => {
    render(
      <FormField label="Gender">
        <Select
          placeholder="Choose"
          value=""
          onChange={() => {}}
          options={[
            { value: 'male', label: 'Male' },
            { value: 'female', label: 'Female' },
          ]}
        />
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: 'Gender' });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Choose',
      'Male',
      'Female',
    ]);
  });
});
