type Options = {
  className?: string;
  text?: string;
  attrs?: Record<string, string>;
};

/** An element with its class, text and attributes; never HTML strings, so no markup injection. */
export const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  options: Options = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  if (options.className) node.className = options.className;
  if (options.text !== undefined) node.textContent = options.text;
  for (const [name, value] of Object.entries(options.attrs ?? {})) node.setAttribute(name, value);
  node.append(...children);
  return node;
};
