import { describe, expect, it } from 'vitest';
import { toCollapsibleSections } from './collapsible-sections';

describe('toCollapsibleSections', () => {
  it('turns a section with a leading heading into details with the same id', () => {
    expect(
      toCollapsibleSections(
        '<section id="bonuses" class="cms-faq"><h2 id="b">Bonuses</h2><p>Wager <a href="/myBonus">them</a>.</p></section>',
      ),
    ).toBe(
      '<details id="bonuses" class="cms-faq"><summary><h2 id="b">Bonuses</h2></summary><p>Wager <a href="/myBonus">them</a>.</p></details>',
    );
  });

  it('leaves sections without a leading heading, and other markup, as they are', () => {
    const html = '<p>Intro</p><section id="x"><p>No heading</p></section><h2>Plain</h2>';
    expect(toCollapsibleSections(html)).toBe(html);
  });
});
