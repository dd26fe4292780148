/**
 * SKU pickers for the product and document pages, over the goods quick search
 * (POST /api/product/goodsCache/page: exact code or barcode first, then code prefix, mnemonic
 * prefix, name fragment; enabled SKUs unless asked; cost fields only for field:costPrice).
 *
 * <SkuSelect> — one SKU, searched as you type (at least SEARCH_KEYWORD_MIN = 2 characters).
 *   value?: string                 the SKU id (works inside a Form.Item)
 *   onChange?: (id, hit) => void   id undefined when cleared; hit = the GoodsHit picked
 *   initialOption?: SkuOption      how to show a value not searched yet (e.g. a saved line)
 *   isCombined?: boolean           only combined (true) or only plain (false) SKUs
 *   includeDisabled?: boolean      offer disabled SKUs too (default false)
 *   exclude?: readonly string[]    ids not to offer (the SKU itself, lines already picked)
 *   id?, placeholder?, disabled?, autoFocus?, status?, style?, className?, 'data-testid'?
 *
 * <SkuPickerModal> — several SKUs at once, from a searchable, paged table.
 *   open: boolean; onClose: () => void
 *   onPick: (hits: GoodsHit[]) => void   the ticked SKUs, in the order ticked
 *   multiple?: boolean (default true); title?: ReactNode; okText?: ReactNode
 *   isCombined?, includeDisabled?, exclude?  as for SkuSelect
 *
 * Options show code, name, unit and barcode; a barcode typed in full finds its package
 * (GoodsHit.matchedPackageId), so document lines can take the scanned package's unit.
 */
import { SearchOutlined } from '@ant-design/icons';
import { type GoodsHit, SEARCH_KEYWORD_MIN } from '@quire/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Input, Modal, Select, Space, Spin, Table, type TableProps, Tag, Typography } from 'antd';
import { type CSSProperties, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goodsApi, skuKeys } from '../api/sku-api';
import { formatPrice } from './product-format';
import { useUnits } from './units';

/** What a picker shows for a SKU. */
export type SkuOption = { id: string; code: string; name: string; unit?: string | null; barcode?: string | null };

const DEBOUNCE_MS = 300;

function useDebounced(value: string, ms = DEBOUNCE_MS): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function SkuOptionLine({ sku }: { sku: SkuOption }) {
  const units = useUnits();
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }} data-sku-code={sku.code}>
      <Typography.Text strong style={{ minWidth: 96 }}>
        {sku.code}
      </Typography.Text>
      <Typography.Text ellipsis style={{ flex: 1 }}>
        {sku.name}
      </Typography.Text>
      {sku.unit ? <Tag style={{ marginInlineEnd: 0 }}>{units.label(sku.unit)}</Tag> : null}
      {sku.barcode ? (
        <Typography.Text type="secondary" style={{ fontFamily: 'monospace', fontSize: 12 }}>
          {sku.barcode}
        </Typography.Text>
      ) : null}
    </div>
  );
}

function hitOption(hit: GoodsHit): SkuOption {
  return { id: hit.id, code: hit.code, name: hit.name, unit: hit.unit, barcode: hit.barcode ?? hit.barcodes[0] ?? null };
}

export type SkuSelectProps = {
  /** Set by a Form.Item (label focus, scroll to the first error). */
  id?: string;
  value?: string;
  onChange?: (id: string | undefined, hit: GoodsHit | undefined) => void;
  initialOption?: SkuOption | null;
  isCombined?: boolean;
  includeDisabled?: boolean;
  exclude?: readonly string[];
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  status?: 'error' | 'warning';
  style?: CSSProperties;
  className?: string;
  'data-testid'?: string;
};

/** One SKU, searched remotely (see the top of this file). */
export function SkuSelect(props: SkuSelectProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const term = useDebounced(keyword.trim());
  const enough = term.length >= SEARCH_KEYWORD_MIN;
  const body = { keyword: term, pageNum: 1, pageSize: 20, includeDisabled: props.includeDisabled ?? false, isCombined: props.isCombined };
  const search = useQuery({
    queryKey: skuKeys.search(body),
    queryFn: ({ signal }) => goodsApi.search(body, signal),
    enabled: enough,
    staleTime: 30_000,
  });
  const [picked, setPicked] = useState<GoodsHit | null>(null);

  const hits = useMemo(() => {
    const exclude = new Set(props.exclude ?? []);
    return (enough ? (search.data?.list ?? []) : []).filter((h) => !exclude.has(h.id) || h.id === props.value);
  }, [enough, search.data, props.exclude, props.value]);

  const options = useMemo(() => {
    const list = hits.map((h) => ({ value: h.id, label: `${h.code} ${h.name}`, sku: hitOption(h) }));
    const current =
      props.value && !list.some((o) => o.value === props.value)
        ? picked?.id === props.value
          ? hitOption(picked)
          : props.initialOption?.id === props.value
            ? props.initialOption
            : null
        : null;
    if (current) list.unshift({ value: current.id, label: `${current.code} ${current.name}`, sku: current });
    return list;
  }, [hits, picked, props.value, props.initialOption]);

  const notFound = !enough ? (
    <Typography.Text type="secondary">{t('product:picker.typeMore', { min: SEARCH_KEYWORD_MIN })}</Typography.Text>
  ) : search.isFetching ? (
    <Spin size="small" />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('product:picker.noMatch')} />
  );

  return (
    <Select<string>
      id={props.id}
      showSearch={{ filterOption: false, onSearch: setKeyword, searchValue: keyword }}
      allowClear
      value={props.value}
      options={options}
      optionRender={(o) => <SkuOptionLine sku={(o.data as { sku: SkuOption }).sku} />}
      onChange={(id) => {
        const hit = hits.find((h) => h.id === id);
        if (hit) setPicked(hit);
        setKeyword('');
        props.onChange?.(id ?? undefined, hit);
      }}
      notFoundContent={notFound}
      loading={search.isFetching}
      placeholder={props.placeholder ?? t('product:picker.placeholder')}
      disabled={props.disabled}
      autoFocus={props.autoFocus}
      status={props.status}
      style={{ width: '100%', ...props.style }}
      className={props.className}
      popupMatchSelectWidth={480}
      suffixIcon={<SearchOutlined />}
      data-testid={props['data-testid']}
    />
  );
}

export type SkuPickerModalProps = {
  open: boolean;
  onClose: () => void;
  onPick: (hits: GoodsHit[]) => void;
  multiple?: boolean;
  title?: ReactNode;
  okText?: ReactNode;
  isCombined?: boolean;
  includeDisabled?: boolean;
  exclude?: readonly string[];
};

/** Several SKUs from a searchable, paged table (see the top of this file). */
export function SkuPickerModal(props: SkuPickerModalProps) {
  const { t } = useTranslation();
  const units = useUnits();
  const multiple = props.multiple ?? true;
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const [selected, setSelected] = useState<Map<string, GoodsHit>>(new Map());
  const tooShort = keyword.length > 0 && keyword.length < SEARCH_KEYWORD_MIN;
  const body = {
    keyword: tooShort ? '' : keyword,
    ...page,
    includeDisabled: props.includeDisabled ?? false,
    isCombined: props.isCombined,
  };
  const search = useQuery({
    queryKey: skuKeys.search(body),
    queryFn: ({ signal }) => goodsApi.search(body, signal),
    enabled: props.open && !tooShort,
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (!props.open) {
      setSelected(new Map());
      setInput('');
      setKeyword('');
      setPage((p) => ({ ...p, pageNum: 1 }));
    }
  }, [props.open]);

  const exclude = new Set(props.exclude ?? []);
  const rows = search.data?.list ?? [];

  const columns: TableProps<GoodsHit>['columns'] = [
    { key: 'code', title: t('product:sku.code'), dataIndex: 'code', width: 130 },
    { key: 'name', title: t('product:sku.name'), dataIndex: 'name', ellipsis: true },
    { key: 'model', title: t('product:sku.model'), dataIndex: 'model', width: 100, ellipsis: true },
    { key: 'unit', title: t('product:sku.unit'), width: 64, align: 'center', render: (_, h) => units.label(h.unit) },
    {
      key: 'barcode',
      title: t('product:sku.barcode'),
      width: 140,
      render: (_, h) => <span style={{ fontFamily: 'monospace' }}>{h.barcode ?? h.barcodes[0] ?? ''}</span>,
    },
    { key: 'brand', title: t('product:sku.brand'), dataIndex: 'brandName', width: 90 },
    {
      key: 'wholesalePrice',
      title: t('product:price.wholesalePrice'),
      width: 100,
      align: 'right',
      render: (_, h) => formatPrice(h.wholesalePrice),
    },
  ];

  const pick = () => {
    props.onPick([...selected.values()]);
    props.onClose();
  };

  return (
    <Modal
      open={props.open}
      title={props.title ?? t('product:picker.title')}
      width={960}
      onCancel={props.onClose}
      onOk={pick}
      okText={props.okText ?? (multiple ? t('product:picker.pickCount', { count: selected.size }) : t('common:confirm'))}
      okButtonProps={{ disabled: selected.size === 0, 'data-testid': 'sku-picker-ok' }}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }} size={12}>
        <Input.Search
          allowClear
          autoFocus
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
          placeholder={t('product:picker.keywordPlaceholder')}
          status={tooShort ? 'error' : undefined}
          data-testid="sku-picker-search"
        />
        {tooShort && <Typography.Text type="danger">{t('product:picker.typeMore', { min: SEARCH_KEYWORD_MIN })}</Typography.Text>}
        <Table<GoodsHit>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={rows}
          loading={search.isFetching}
          scroll={{ y: 360 }}
          rowSelection={{
            type: multiple ? 'checkbox' : 'radio',
            preserveSelectedRowKeys: true,
            selectedRowKeys: [...selected.keys()],
            getCheckboxProps: (h) => ({ disabled: exclude.has(h.id) }),
            onChange: (_keys, picked) => {
              const onPage = new Set(rows.map((r) => r.id));
              const next = new Map(multiple ? [...selected].filter(([id]) => !onPage.has(id)) : []);
              for (const h of picked) if (h) next.set(h.id, h);
              setSelected(next);
            },
          }}
          onRow={(h) => ({
            onDoubleClick: () => {
              if (exclude.has(h.id)) return;
              if (!multiple) {
                props.onPick([h]);
                props.onClose();
              }
            },
          })}
          pagination={{
            current: page.pageNum,
            pageSize: page.pageSize,
            total: search.data?.total ?? 0,
            size: 'small',
            showTotal: (total) => t('kit:list.total', { total }),
            onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
          }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('product:picker.noMatch')} /> }}
        />
      </Space>
    </Modal>
  );
}
