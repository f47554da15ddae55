import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFormDraft, type DraftOptions } from './use-form-draft';

type Values = { email: string; password: string };

const validate = ({ email, password }: Values) => ({
  email: email === '' ? 'required' : email.includes('@') ? undefined : 'email_error',
  password: password === '' ? 'required' : undefined,
});

const setup = (options: Partial<DraftOptions<Values, keyof Values>> = {}) =>
  renderHook(() =>
    useFormDraft<Values>({ initialValues: { email: '', password: '' }, validate, ...options }),
  );

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

describe('useFormDraft', () => {
  it('shows a broken rule as typed by default, and the button follows', () => {
    const { result } = setup();
    expect(result.current.errorOf('email')).toBe('required');
    act(() => result.current.update({ email: 'anna' }));
    expect(result.current.errorOf('email')).toBe('email_error');
    act(() => result.current.update({ email: 'anna@example.com', password: 'x' }));
    expect(result.current.errorOf('email')).toBeUndefined();
    expect(result.current.isValid).toBe(true);
  });

  it('shows a touched field’s error, and every field’s after a submit', () => {
    const { result } = setup({ showErrors: 'touched' });
    expect(result.current.errorOf('email')).toBeUndefined();
    act(() => result.current.touch('email'));
    expect(result.current.errorOf('email')).toBe('required');
    expect(result.current.errorOf('password')).toBeUndefined();
    let isValid = true;
    act(() => {
      isValid = result.current.check();
    });
    expect(isValid).toBe(false);
    expect(result.current.errorOf('password')).toBe('required');
  });

  it('after a submit, errors follow the input until all are fixed, then wait for the next', () => {
    const { result } = setup({ showErrors: 'submitted' });
    const onValid = vi.fn();
    act(() => result.current.update({ email: 'anna' }));
    expect(result.current.errorOf('email')).toBeUndefined();
    act(() => result.current.handleSubmit(onValid)(submitEvent()));
    expect(onValid).not.toHaveBeenCalled();
    expect(result.current.errorOf('email')).toBe('email_error');
    act(() => result.current.update({ email: '' }));
    expect(result.current.errorOf('email')).toBe('required');
    act(() => result.current.update({ email: 'anna@example.com', password: 'secret' }));
    expect(result.current.errorOf('email')).toBeUndefined();
    act(() => result.current.update({ email: 'anna' }));
    expect(result.current.errorOf('email')).toBeUndefined();
  });

  it('keeps the errors a submit found until the next one with revalidate submit', () => {
    const { result } = setup({ showErrors: 'submitted', revalidate: 'submit' });
    const onValid = vi.fn();
    act(() => result.current.handleSubmit(onValid)(submitEvent()));
    act(() => result.current.update({ email: 'anna@example.com' }));
    expect(result.current.errorOf('email')).toBe('required');
    expect(result.current.errorOf('password')).toBe('required');
    act(() => result.current.update({ password: 'secret' }));
    act(() => result.current.handleSubmit(onValid)(submitEvent()));
    expect(result.current.errorOf('email')).toBeUndefined();
    expect(onValid).toHaveBeenCalledWith({ email: 'anna@example.com', password: 'secret' });
  });

  it('shows the server’s answer until the field changes', () => {
    const { result } = setup({ showErrors: 'touched' });
    act(() => result.current.setServerErrors({ email: 'email_already_used' }));
    expect(result.current.errorOf('email')).toBe('email_already_used');
    act(() => result.current.update({ password: 'secret' }));
    expect(result.current.errorOf('email')).toBe('email_already_used');
    act(() => result.current.update({ email: 'other@example.com' }));
    expect(result.current.errorOf('email')).toBeUndefined();
  });

  it('resets to the first values and forgets what was shown', () => {
    const { result } = setup({ showErrors: 'touched' });
    act(() => {
      result.current.update({ email: 'anna' });
      result.current.touch('email');
    });
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ email: '', password: '' });
    expect(result.current.errorOf('email')).toBeUndefined();
  });
});
