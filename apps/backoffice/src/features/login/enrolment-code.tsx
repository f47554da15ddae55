import type { LoginStep } from '../../providers/auth-provider';

/** The secret of an `otpauth://` URI in groups of four, as authenticator apps ask for it. */
export const secretOf = (otpauthUrl: string) => {
  try {
    const secret = new URL(otpauthUrl).searchParams.get('secret') ?? '';
    return secret.replace(/(.{4})(?=.)/g, '$1 ');
  } catch {
    return '';
  }
};

/**
 * The QR code of a new second factor, and its secret for manual entry. The SVG is shown as an
 * image, so nothing in it can run.
 */
export const EnrolmentCode = ({ step }: { step: Extract<LoginStep, { step: 'enrol' }> }) => {
  const secret = secretOf(step.otpauth_url);
  return (
    <div className="space-y-3">
      <p className="text-sm">
        Scan this code with an authenticator app (such as Google Authenticator, 1Password or Aegis),
        then enter the code it shows.
      </p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(step.qr_svg)}`}
        alt="QR code for your authenticator app"
        className="mx-auto size-48 border border-slate-200"
      />
      {secret ? (
        <p className="text-sm">
          Or type this key by hand:{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono break-all">{secret}</code>
        </p>
      ) : null}
    </div>
  );
};
