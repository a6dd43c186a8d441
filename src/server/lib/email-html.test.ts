import { describe, expect, it } from 'vitest';
import { emailHtml } from './email-html';

describe('emailHtml', () => {
  it('writes paragraphs, a link and a list, escaping what a family or clinic typed', () => {
    expect(
      emailHtml([
        'Hello <Sam> & co,',
        { link: 'https://care.example/a?b=1&c="2"', label: 'See <all>' },
        { items: ['Note: first line\nsecond line'] },
      ]),
    ).toBe(
      '<!doctype html><html><body><p>Hello &lt;Sam&gt; &amp; co,</p>' +
        '<p><a href="https://care.example/a?b=1&amp;c=&quot;2&quot;">See &lt;all&gt;</a></p>' +
        '<ul><li>Note: first line<br>second line</li></ul></body></html>',
    );
  });
});
