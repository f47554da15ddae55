import { ENGINES } from './engines';
import './style.css';

const renderEngines = (list: HTMLElement): void => {
  list.replaceChildren(
    ...ENGINES.map((engine) => {
      const item = document.createElement('li');
      const name = document.createElement('strong');
      name.textContent = engine.name;
      const description = document.createElement('span');
      description.textContent = engine.description;
      item.append(name, description);
      return item;
    }),
  );
};

const list = document.getElementById('engines');
if (list) renderEngines(list);
