import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Input, Popover, Space, Tooltip, theme } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Command = { key: string; icon: ReactNode; run: () => void };

/** The editor's HTML, or '' when nothing is typed (so an empty body stays empty). */
function htmlOf(el: HTMLElement): string {
  if ((el.textContent ?? '').trim() === '' && !el.querySelector('li,br + br')) return '';
  return el.innerHTML;
}

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/**
 * A small rich-text editor for notices: a contenteditable with a toolbar (bold, italic,
 * underline, bulleted and numbered lists, link, headings, quote). Its value is HTML; the
 * server keeps only the same whitelist, so whatever is pasted in is cleaned when saved.
 */
export function RichTextEditor({
  value,
  onChange,
  testId,
  id,
}: {
  value?: string;
  onChange?: (html: string) => void;
  testId?: string;
  id?: string;
}) {
  const { t } = useTranslation('notice');
  const { token } = theme.useToken();
  const ref = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('https://');

  // Enter starts a paragraph (<p>), not the browser's default <div>, which the server would drop.
  useEffect(() => {
    if (typeof document.execCommand === 'function') document.execCommand('defaultParagraphSeparator', false, 'p');
  }, []);

  // Outside changes (a reset) reach the page; the editor's own typing does not loop back.
  useEffect(() => {
    const el = ref.current;
    if (el && htmlOf(el) !== (value ?? '')) el.innerHTML = value ?? '';
  }, [value]);

  const emit = () => {
    if (ref.current) onChange?.(htmlOf(ref.current));
  };
  const exec = (command: string, arg?: string) => {
    ref.current?.focus();
    document.execCommand(command, false, arg);
    emit();
  };
  const block = (tag: string) => exec('formatBlock', `<${tag}>`);

  const commands: Command[] = [
    { key: 'bold', icon: <BoldOutlined />, run: () => exec('bold') },
    { key: 'italic', icon: <ItalicOutlined />, run: () => exec('italic') },
    { key: 'underline', icon: <UnderlineOutlined />, run: () => exec('underline') },
    { key: 'bulletList', icon: <UnorderedListOutlined />, run: () => exec('insertUnorderedList') },
    { key: 'numberedList', icon: <OrderedListOutlined />, run: () => exec('insertOrderedList') },
    { key: 'heading3', icon: <b>H3</b>, run: () => block('h3') },
    { key: 'heading4', icon: <b>H4</b>, run: () => block('h4') },
    { key: 'quote', icon: <b>“ ”</b>, run: () => block('blockquote') },
    { key: 'paragraph', icon: <b>¶</b>, run: () => block('p') },
  ];

  const rememberSelection = () => {
    const sel = window.getSelection();
    saved.current = sel && sel.rangeCount > 0 && ref.current?.contains(sel.anchorNode) ? sel.getRangeAt(0).cloneRange() : null;
  };
  const insertLink = () => {
    const url = href.trim();
    setLinkOpen(false);
    if (!SAFE_LINK.test(url)) return;
    ref.current?.focus();
    const sel = window.getSelection();
    if (saved.current && sel) {
      sel.removeAllRanges();
      sel.addRange(saved.current);
    }
    if (!sel || sel.isCollapsed)
      exec(
        'insertHTML',
        `<a href="${url.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}">${url.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</a>`,
      );
    else exec('createLink', url);
  };

  return (
    <div
      style={{ border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius }}
      data-testid={testId ? `${testId}-box` : undefined}
    >
      <Space
        size={2}
        wrap
        role="toolbar"
        aria-label={t('editor.toolbar')}
        style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        {commands.map((c) => (
          <Tooltip key={c.key} title={t(`editor.${c.key}`)}>
            <Button
              size="small"
              type="text"
              icon={c.icon}
              aria-label={t(`editor.${c.key}`)}
              data-testid={`editor-${c.key}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={c.run}
            />
          </Tooltip>
        ))}
        <Popover
          open={linkOpen}
          onOpenChange={(open) => {
            if (open) rememberSelection();
            setLinkOpen(open);
          }}
          trigger="click"
          content={
            <Space.Compact>
              <Input
                size="small"
                value={href}
                onChange={(e) => setHref(e.target.value)}
                onPressEnter={insertLink}
                placeholder="https://"
                aria-label={t('editor.linkAddress')}
                data-testid="editor-link-input"
                style={{ width: 260 }}
              />
              <Button size="small" type="primary" onClick={insertLink} disabled={!SAFE_LINK.test(href.trim())}>
                {t('editor.linkInsert')}
              </Button>
            </Space.Compact>
          }
        >
          <Tooltip title={t('editor.link')}>
            <Button
              size="small"
              type="text"
              icon={<LinkOutlined />}
              aria-label={t('editor.link')}
              data-testid="editor-link"
              onMouseDown={(e) => e.preventDefault()}
            />
          </Tooltip>
        </Popover>
      </Space>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text editor is a contenteditable; a textarea cannot hold formatting */}
      <div
        ref={ref}
        role="textbox"
        aria-multiline="true"
        tabIndex={0}
        id={id}
        className="q-notice-html"
        contentEditable
        suppressContentEditableWarning
        data-testid={testId}
        onInput={emit}
        onBlur={emit}
        style={{ minHeight: 140, maxHeight: 360, overflow: 'auto', padding: '6px 11px', outline: 'none' }}
      />
    </div>
  );
}
