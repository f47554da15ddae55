import { useAuthProvider, useLogin } from 'ra-core';
import { useState, type FormEvent } from 'react';
import type { LoginStep, StaffAuthProvider } from '../../providers/auth-provider';
import { ErrorAlert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Field, Input } from '../../ui/field';
import { EnrolmentCode } from './enrolment-code';

const CODE = /^\d{6}$/;

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'The server could not be reached. Try again.';

const PasswordStep = ({ onNext }: { onNext: (step: LoginStep) => void }) => {
  const authProvider = useAuthProvider<StaffAuthProvider>();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!authProvider) return;
    if (!username.trim() || !password) {
      setFailure('Enter your username and password.');
      return;
    }
    setIsBusy(true);
    setFailure(null);
    try {
      onNext(await authProvider.startLogin({ username: username.trim(), password }));
    } catch (error) {
      setFailure(messageOf(error));
      setIsBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <Field label="Username">
        <Input
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          required
        />
      </Field>
      <Field label="Password">
        <Input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
      </Field>
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <Button type="submit" className="w-full" disabled={isBusy}>
        Continue
      </Button>
    </form>
  );
};

const CodeStep = ({ step, onRestart }: { step: LoginStep; onRestart: () => void }) => {
  const login = useLogin();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!CODE.test(digits)) {
      setFailure('Enter the 6-digit code from your authenticator app.');
      return;
    }
    setIsBusy(true);
    setFailure(null);
    try {
      await login({ challenge: step.challenge, code: digits });
    } catch (error) {
      setFailure(messageOf(error));
      setIsBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      {step.step === 'enrol' ? <EnrolmentCode step={step} /> : null}
      <Field label="Authentication code" hint="The 6 digits your authenticator app shows now.">
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          required
        />
      </Field>
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <Button type="submit" className="w-full" disabled={isBusy}>
        {step.step === 'enrol' ? 'Confirm and log in' : 'Log in'}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onRestart}>
        Start again
      </Button>
    </form>
  );
};

/**
 * Staff log in with a password, then a code from an authenticator app; an account without one
 * enrols first by scanning a QR code (or typing its secret).
 */
export const LoginPage = () => {
  const [step, setStep] = useState<LoginStep | null>(null);
  const heading =
    step === null
      ? 'Log in to the back office'
      : step.step === 'enrol'
        ? 'Set up two-factor authentication'
        : 'Enter your authentication code';
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 p-4">
      <div className="w-full max-w-sm space-y-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <div>
          <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            Prime back office
          </p>
          <h1 className="mt-1 text-xl font-semibold">{heading}</h1>
        </div>
        {step === null ? (
          <PasswordStep onNext={setStep} />
        ) : (
          <CodeStep step={step} onRestart={() => setStep(null)} />
        )}
      </div>
    </main>
  );
};
