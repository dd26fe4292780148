import { describe, expect, it } from 'vitest';
import { sanitizeNoticeHtml, textToHtml } from './notice-html';

const clean = sanitizeNoticeHtml;

describe('notice rich text sanitizer', () => {
  it('keeps the whitelisted formatting', () => {
    const html =
      '<h3>Holiday</h3><p><strong>Closed</strong> on <em>Monday</em>, <u>all</u> stores.<br>See below.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><h4>End</h4>';
    expect(clean(html)).toBe(html);
    expect(clean('<b>bold</b> <i>italic</i>')).toBe('<strong>bold</strong> <em>italic</em>');
  });

  it('removes script and style elements with their content', () => {
    expect(clean('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(clean('<SCRIPT type="text/javascript">document.cookie</SCRIPT>ok')).toBe('ok');
    expect(clean('<style>body{display:none}</style><p>x</p>')).toBe('<p>x</p>');
    expect(clean('<p>x</p><script>never closed <p>y</p>')).toBe('<p>x</p>');
    expect(clean('<svg><script>alert(1)</script></svg>z')).toBe('z');
  });

  it('removes every attribute, event handlers included, and unknown tags', () => {
    expect(clean('<img src=x onerror="alert(1)">')).toBe('');
    expect(clean('<p onclick="alert(1)" style="color:red" class="x">t</p>')).toBe('<p>t</p>');
    expect(clean('<strong onmouseover=alert(1)>t</strong>')).toBe('<strong>t</strong>');
    expect(clean('<div><span>kept text</span></div>')).toBe('kept text');
    expect(clean('<iframe src="https://evil"></iframe><form action=x><input value=1></form>')).toBe('');
    expect(clean('<p title="a > b" onclick="x()">q</p>')).toBe('<p>q</p>');
  });

  it('keeps only http, https and mailto links, with rel noopener', () => {
    expect(clean('<a href="https://example.com/a?b=1&amp;c=2" onclick="x()">go</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">go</a>',
    );
    expect(clean("<a href='mailto:ops@example.com'>mail</a>")).toBe(
      '<a href="mailto:ops@example.com" rel="noopener noreferrer" target="_blank">mail</a>',
    );
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'javascript&colon;alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox',
      '/relative',
    ]) {
      expect(clean(`<a href="${bad}">x</a>`), bad).toBe('<a>x</a>');
    }
  });

  it('escapes text and takes nested junk apart', () => {
    expect(clean('1 < 2 & 3 > "2"')).toBe('1 &lt; 2 &amp; 3 &gt; &quot;2&quot;');
    expect(clean('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(clean('<<script>script>alert(1)<</script>/script>')).toBe('&lt;/script&gt;');
    expect(clean('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
    expect(clean('<!-- <script>alert(1)</script> -->after')).toBe('after');
    expect(clean('<p><strong><em>open')).toBe('<p><strong><em>open</em></strong></p>');
    expect(clean('</p></li>stray</ul>')).toBe('stray');
    expect(clean('<p>a<ul><li>b</li></ul>')).toBe('<p>a</p><ul><li>b</li></ul>');
    expect(clean('<a href="https://a">1<a href="https://b">2</a>')).toBe(
      '<a href="https://a" rel="noopener noreferrer" target="_blank">1</a><a href="https://b" rel="noopener noreferrer" target="_blank">2</a>',
    );
    const deep = `${'<blockquote>'.repeat(100)}x`;
    expect(clean(deep).match(/<blockquote>/g)?.length).toBe(20);
  });

  it('writes plain text as escaped paragraphs with its line breaks', () => {
    expect(textToHtml('Line 1\nLine <2>\n\nNext')).toBe('<p>Line 1<br>Line &lt;2&gt;</p><p>Next</p>');
    expect(textToHtml('')).toBe('');
  });
});
