import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../shared/api/api-context';

type AltchaElement = HTMLElement & {
  configure: (config: Record<string, unknown>) => Promise<void>;
};

/**
 * The ALTCHA proof-of-work widget. Its script loads with this screen only; the challenge
 * comes through the site's API client (it needs the client credentials), and the SHA worker is
 * a file of this origin, so the content-security policy needs no exception.
 */
export const CaptchaField = ({ onChange }: { onChange: (payload: string | null) => void }) => {
  const { t } = useTranslation('registration');
  const api = useApi();
  const ref = useRef<AltchaElement | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    let cancelled = false;
    const element = ref.current;
    if (!element) return undefined;
    const handleState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChangeRef.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    element.addEventListener('statechange', handleState);
    void (async () => {
      await import('altcha/external');
      await import('altcha/altcha.css');
      const { default: ShaWorker } = await import('altcha/workers/sha?worker');
      const global = (window as unknown as { $altcha: { algorithms: Map<string, () => Worker> } })
        .$altcha;
      for (const name of ['SHA-256', 'SHA-384', 'SHA-512']) {
        if (!global.algorithms.has(name)) global.algorithms.set(name, () => new ShaWorker());
      }
      await customElements.whenDefined('altcha-widget');
      if (cancelled) return;
      await element.configure({
        challenge: '/v1/captcha/challenge',
        hideFooter: true,
        // The challenge call must name the site like every /v1 call.
        fetch: async () =>
          new Response(JSON.stringify(await api.client.request('GET', 'captcha/challenge')), {
            headers: { 'content-type': 'application/json' },
          }),
      });
    })();
    return () => {
      cancelled = true;
      element.removeEventListener('statechange', handleState);
    };
  }, [api]);

  return (
    <div className="registration__captcha" aria-label={t('captcha_label')}>
      <altcha-widget ref={ref} name="captcha" />
    </div>
  );
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- JSX augmentation merges interfaces
    interface IntrinsicElements {
      'altcha-widget': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        name?: string;
      };
    }
  }
}
