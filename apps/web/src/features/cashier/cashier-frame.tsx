import { useId, type ReactNode } from 'react';

/** A cashier section (deposit, withdraw): its title and the success of the last request. */
export const CashierSection = ({
  title,
  success,
  children,
}: {
  title: string;
  success: string | null;
  children: ReactNode;
}) => {
  const titleId = useId();
  return (
    <section className="dashboard-section cashier" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-section__title">
        {title}
      </h2>
      {success ? (
        <p role="status" className="form-message form-message--ok">
          {success}
        </p>
      ) : null}
      {children}
    </section>
  );
};

/** A refused request's text, with the link to what unblocks it when there is one. */
export const CashierFailure = ({ text, link }: { text: string | null; link?: ReactNode }) =>
  text ? (
    <p role="alert" className="form-message form-message--error">
      {text}
      {link ? <> {link}</> : null}
    </p>
  ) : null;
