import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeI18nLanguage } from '../../i18n';
import { NoticeHtml } from './notice-html';
import { RichTextEditor } from './rich-text-editor';

// As the server sends it (notice-html.ts on the server is the sanitizer).
const SERVER_HTML =
  '<h3>盘点安排</h3><p>请<strong>周五</strong>前完成<br>第二行</p><ul><li><a href="https://wiki.example.com" rel="noopener noreferrer" target="_blank">说明</a></li></ul>';

describe('notice rich text', () => {
  beforeAll(() => changeI18nLanguage('zh-CN'));
  afterEach(() => changeI18nLanguage('zh-CN'));

  it('renders the server’s sanitized HTML as formatting, and escaped plain text as text with its line breaks', () => {
    const { container, unmount } = render(<NoticeHtml html={SERVER_HTML} testId="body" />);
    const body = screen.getByTestId('body');
    expect(body.querySelector('h3')?.textContent).toBe('盘点安排');
    expect(body.querySelector('strong')?.textContent).toBe('周五');
    expect(body.querySelectorAll('br')).toHaveLength(1);
    const link = body.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://wiki.example.com');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    unmount();
    expect(container.innerHTML).toBe('');

    render(<NoticeHtml html={'<p>第一行 &lt;b&gt;不是粗体&lt;/b&gt;<br>第二行</p>'} testId="old" />);
    const old = screen.getByTestId('old');
    expect(old.querySelector('b')).toBeNull();
    expect(old.textContent).toBe('第一行 <b>不是粗体</b>第二行');
    expect(old.querySelectorAll('br')).toHaveLength(1);
  });

  it('edits HTML: shows the value, reports what is typed, and labels its toolbar in three languages', async () => {
    const seen: string[] = [];
    render(<RichTextEditor value="<p><strong>hello</strong></p>" onChange={(h) => seen.push(h)} testId="editor" />);
    const editor = screen.getByTestId('editor');
    expect(editor.getAttribute('contenteditable')).toBe('true');
    expect(editor.innerHTML).toBe('<p><strong>hello</strong></p>');
    editor.innerHTML = '<p><strong>hello</strong> world</p>';
    fireEvent.input(editor);
    expect(seen.at(-1)).toBe('<p><strong>hello</strong> world</p>');
    editor.innerHTML = '<p><br></p>';
    fireEvent.input(editor);
    expect(seen.at(-1)).toBe('');

    const labels = () =>
      ['bold', 'italic', 'underline', 'bulletList', 'numberedList', 'link', 'heading3'].map((k) =>
        screen.getByTestId(`editor-${k}`).getAttribute('aria-label'),
      );
    expect(labels()).toEqual(['加粗', '斜体', '下划线', '项目符号列表', '编号列表', '插入链接', '标题']);
    await changeI18nLanguage('en-US');
    expect(await screen.findByLabelText('Bold')).toBeTruthy();
    expect(labels()).toEqual(['Bold', 'Italic', 'Underline', 'Bulleted list', 'Numbered list', 'Insert link', 'Heading']);
    await changeI18nLanguage('id-ID');
    expect(await screen.findByLabelText('Tebal')).toBeTruthy();
    expect(labels()).toEqual(['Tebal', 'Miring', 'Garis bawah', 'Daftar berpoin', 'Daftar bernomor', 'Sisipkan tautan', 'Judul']);
  });
});
