import { useId, type ReactNode } from 'react';

/** A screen's heading, its actions on the right, then its content. */
export const Page = ({
  title,
  actions,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) => (
  <section className="space-y-4">
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
    {children}
  </section>
);

/** A titled block of a page, a region named by its title. */
export const Section = ({ title, children }: { title: ReactNode; children: ReactNode }) => {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={titleId} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
};
