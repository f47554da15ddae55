/**
 * Adds `<script async src>` to the head once per id: consent may be read many times (every
 * render, every reopened panel) but a third-party script must only ever start once.
 */
export const appendScriptOnce = (id: string, src: string): void => {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  document.head.append(script);
};
