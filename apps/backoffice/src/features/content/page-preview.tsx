import { Section } from '../../ui/page';

/**
 * The text as the site lays it out, in a sandboxed frame: no script of the edited HTML runs
 * and nothing in it reaches the console (the site removes unsafe markup anyway).
 */
export const PagePreview = ({
  title,
  comment,
  html,
}: {
  title: string;
  comment: string;
  html: string;
}) => {
  const escape = (value: string) => value.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  const document = `<!doctype html><meta charset="utf-8"><body style="font-family:sans-serif">
<h1>${escape(title)}</h1>${comment ? `<p><em>${escape(comment)}</em></p>` : ''}${html}</body>`;
  return (
    <Section title="Preview">
      <iframe
        title="Preview"
        sandbox=""
        srcDoc={document}
        className="h-80 w-full rounded-md border border-slate-200 bg-white"
      />
    </Section>
  );
};
