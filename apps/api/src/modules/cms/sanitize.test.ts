import { describe, expect, it } from 'vitest';
import { createHtmlSanitizer } from './sanitize';

const sanitize = createHtmlSanitizer();

describe('CMS HTML sanitiser', () => {
  it('keeps the structure an editor writes', () => {
    const html =
      '<h2 id="deposits">Deposits</h2><p>Read <strong>this</strong> and <em>that</em>.</p>' +
      '<ul><li>one</li></ul><ol start="2"><li>two</li></ol>' +
      '<table class="cms-terms"><thead><tr><th scope="col">Stake</th></tr></thead>' +
      '<tbody><tr><td colspan="2">5 EUR</td></tr></tbody></table>' +
      '<section class="cms-faq" id="faq"><h3>Question</h3></section>';
    expect(sanitize(html)).toBe(html);
  });

  it.each([
    ['a script element', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['a style element', '<style>body{display:none}</style><p>a</p>', '<p>a</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>a</p>', '<p>a</p>'],
    ['an event handler', '<p onclick="alert(1)">a</p>', '<p>a</p>'],
    ['an image error handler', '<img src="/a.png" onerror="alert(1)">', '<img src="/a.png" />'],
    ['an inline style', '<p style="position:fixed">a</p>', '<p>a</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['an obfuscated javascript: link', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['an external image', '<img src="https://tracker.example/p.gif">', '<img />'],
    ['a protocol-relative image', '<img src="//tracker.example/p.gif">', '<img />'],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    ['a form', '<form action="/x"><input name="p"><button>go</button></form>', 'go'],
    ['an svg with script', '<svg><script>alert(1)</script></svg><p>a</p>', '<p>a</p>'],
    ['an object', '<object data="/x.swf"></object><p>a</p>', '<p>a</p>'],
    [
      'a meta refresh',
      '<meta http-equiv="refresh" content="0;url=https://e.x"><p>a</p>',
      '<p>a</p>',
    ],
    ['a site class', '<div class="header cms-note">a</div>', '<div class="cms-note">a</div>'],
    ['an id that is not a name', '<h2 id="x&quot; onmouseover=&quot;1">a</h2>', '<h2>a</h2>'],
  ])('removes %s', (_label, html, expected) => {
    expect(sanitize(html)).toBe(expected);
  });

  it('marks external links and keeps site, mail and phone links as they are', () => {
    expect(sanitize('<a href="https://www.mga.org.mt" rel="opener" target="_self">MGA</a>')).toBe(
      '<a href="https://www.mga.org.mt" rel="noopener noreferrer" target="_blank">MGA</a>',
    );
    expect(sanitize('<a href="/en/help#deposits">Help</a>')).toBe(
      '<a href="/en/help#deposits">Help</a>',
    );
    expect(sanitize('<a href="mailto:support@prime-casino.example">mail</a>')).toBe(
      '<a href="mailto:support@prime-casino.example">mail</a>',
    );
    expect(sanitize('<a href="tel:+35620000000">call</a>')).toBe(
      '<a href="tel:+35620000000">call</a>',
    );
  });

  it('answers the same text from its cache, and keeps at most its limit', () => {
    const small = createHtmlSanitizer(2);
    expect(small('<p>1</p><script>x</script>')).toBe('<p>1</p>');
    expect(small('<p>2</p>')).toBe('<p>2</p>');
    expect(small('<p>3</p>')).toBe('<p>3</p>');
    expect(small('<p>1</p><script>x</script>')).toBe('<p>1</p>');
  });
});
