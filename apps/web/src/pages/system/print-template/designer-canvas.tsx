import type { PrintElement, PrintPage } from '@quire/contracts';
import type { TFunction } from 'i18next';
import { type PointerEvent as ReactPointerEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { contentBox, moveElement, resizeElement } from './designer-model';

type Drag = { id: string; mode: 'move' | 'resize'; startX: number; startY: number; start: PrintElement };

/** What an element shows on the designer's page: its text, its field, its columns. */
function elementText(t: TFunction, e: PrintElement): string {
  const field = (f: string) => t(`print:field.${f}`, { defaultValue: f });
  switch (e.kind) {
    case 'text':
      return e.text;
    case 'field':
    case 'total':
      return `${e.label ? `${e.label}：` : ''}{${field(e.field)}}`;
    case 'table':
      return e.columns.map((c) => c.title || field(c.field)).join(' | ');
    case 'pageNumber':
      return t('print:pageOf', { i: 1, n: 'N' });
    case 'boxNumber':
      return t('print:boxOf', { i: 1, n: 'N' });
    case 'barcode':
      return `▌▍▌▌▍ ${e.symbology.toUpperCase()} {${field(e.field)}}`;
    case 'qrcode':
      return `▦ QR {${field(e.field)}}`;
    case 'image':
      return t('print:designer.kind.image');
  }
}

/**
 * The page at scale (px per mm) with its elements: press and drag an element to move it, drag
 * its corner to resize it; a click selects it. Plain pointer events, captured by the element.
 */
export function DesignerCanvas({
  page,
  elements,
  selectedId,
  scale,
  onSelect,
  onChange,
}: {
  page: PrintPage;
  elements: PrintElement[];
  selectedId: string | null;
  scale: number;
  onSelect: (id: string | null) => void;
  onChange: (next: PrintElement) => void;
}) {
  const { t } = useTranslation();
  const drag = useRef<Drag | null>(null);
  const area = contentBox(page);

  const start = (e: ReactPointerEvent<HTMLElement>, el: PrintElement, mode: Drag['mode']) => {
    e.stopPropagation();
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { id: el.id, mode, startX: e.clientX, startY: e.clientY, start: el };
    onSelect(el.id);
  };
  const move = (e: ReactPointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = (e.clientX - d.startX) / scale;
    const dy = (e.clientY - d.startY) / scale;
    onChange(d.mode === 'move' ? moveElement(d.start, dx, dy, area) : resizeElement(d.start, dx, dy, area));
  };
  const end = () => {
    drag.current = null;
  };

  return (
    <div
      data-testid="designer-page"
      onPointerDown={() => onSelect(null)}
      style={{
        position: 'relative',
        width: page.width * scale,
        height: page.height * scale,
        background: '#fff',
        boxShadow: '0 0 6px rgba(0,0,0,0.25)',
        margin: '0 auto',
        flex: 'none',
      }}
    >
      <div
        style={{
          position: 'absolute',
          left: page.marginLeft * scale,
          top: page.marginTop * scale,
          width: area.width * scale,
          height: area.height * scale,
          outline: '1px dashed #bbb',
        }}
      >
        {elements.map((el) => {
          const selected = el.id === selectedId;
          return (
            <div
              key={el.id}
              data-testid="designer-element"
              data-element={el.id}
              data-kind={el.kind}
              data-x={el.x}
              data-y={el.y}
              onPointerDown={(e) => start(e, el, 'move')}
              onPointerMove={move}
              onPointerUp={end}
              onPointerCancel={end}
              style={{
                position: 'absolute',
                left: el.x * scale,
                top: el.y * scale,
                width: el.w * scale,
                height: el.h * scale,
                fontSize: (el.fontSize ?? 10) * 0.3528 * scale,
                fontWeight: el.bold ? 700 : 400,
                textAlign: el.align ?? 'left',
                lineHeight: 1.2,
                overflow: 'hidden',
                whiteSpace: 'nowrap',
                cursor: 'move',
                userSelect: 'none',
                touchAction: 'none',
                outline: selected ? '2px solid #1677ff' : '1px solid rgba(22,119,255,0.35)',
                background: selected ? 'rgba(22,119,255,0.08)' : 'rgba(22,119,255,0.03)',
              }}
            >
              {elementText(t, el)}
              {selected ? (
                <span
                  data-testid="designer-resize"
                  onPointerDown={(e) => start(e, el, 'resize')}
                  onPointerMove={move}
                  onPointerUp={end}
                  style={{
                    position: 'absolute',
                    right: 0,
                    bottom: 0,
                    width: 10,
                    height: 10,
                    background: '#1677ff',
                    cursor: 'nwse-resize',
                  }}
                />
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
