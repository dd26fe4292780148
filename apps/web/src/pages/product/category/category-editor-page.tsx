import { CATEGORY_MAX_LEVEL, type CategoryAddBody, type CategoryView, type ProductStatus } from '@quire/contracts';
import { Alert, Col, Form, Input, Row, TreeSelect } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryApi, categoryKeys } from '../../../api/category-api';
import { useTabContext } from '../../../core/tab-context';
import { canAddChild, findNode, moveTargetRule, pathIds, pathNames, toTreeOptions } from '../../../kit/category-tree';
import { EditorFrame } from '../../../kit/editor-frame';
import { SortField, StatusField } from '../../../kit/record-fields';
import { useChoiceRule } from '../../../kit/required-rules';
import { useRecordEditor } from '../../../kit/use-record-editor';
import { useCategoryTree } from '../product-options';
import { CODE_PATTERN } from '../product-rules';
import { ROOT_PARENT } from './category-move-modal';

type Values = { parentId: string; code: string; name: string; sort?: number | null; status: ProductStatus };

/** Add (optionally under `?parentId=`), edit or view a category; changing the parent moves its subtree. */
export default function CategoryEditorPage() {
  const { t } = useTranslation();
  const choose = useChoiceRule();
  const { search } = useTabContext();
  const tree = useCategoryTree();
  const editor = useRecordEditor<CategoryView, Values>({
    queryKey: categoryKeys.detail,
    load: categoryApi.find,
    toValues: (c) => ({ code: c.code, name: c.name, sort: c.sort, status: c.status, parentId: c.parentId ?? ROOT_PARENT }),
    loading: tree.isLoading,
    titleKey: 'product:category.title',
    titleName: (c) => c.name,
    permission: 'product:category',
    invalidate: categoryKeys.all,
    submit: async (v, { id }) => {
      const body: CategoryAddBody = {
        code: v.code,
        name: v.name,
        parentId: v.parentId === ROOT_PARENT ? null : v.parentId,
        sort: v.sort ?? 0,
        status: v.status,
      };
      if (id) await categoryApi.edit({ ...body, id });
      else await categoryApi.add(body);
    },
  });
  const { form, mode, id, readOnly, record } = editor;
  const nodes = tree.data ?? [];
  const self = id ? findNode(nodes, id) : null;
  const parentId = Form.useWatch('parentId', form);
  const parent = parentId && parentId !== ROOT_PARENT ? findNode(nodes, parentId) : null;
  const level = parent ? parent.level + 1 : 1;

  const treeData = useMemo(
    () => [
      { value: ROOT_PARENT, title: t('product:category.topLevel') },
      ...toTreeOptions(nodes, { selectable: self ? moveTargetRule(self) : (n) => canAddChild(n) && n.status === 'ENABLE' }),
    ],
    [nodes, self, t],
  );

  useEffect(() => {
    if (mode !== 'add') return;
    const wanted = new URLSearchParams(search).get('parentId');
    form.setFieldsValue({ parentId: wanted ?? ROOT_PARENT });
  }, [mode, search, form]);

  const parentPath = parent ? pathNames(nodes, parent.id).join(' / ') : t('product:category.topLevel');

  return (
    <EditorFrame {...editor.frame}>
      <Form<Values> {...editor.formProps} initialValues={{ status: 'ENABLE', sort: 0, parentId: ROOT_PARENT }} style={{ maxWidth: 960 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="parentId"
              label={t('product:category.parent')}
              rules={[choose]}
              extra={t('product:category.willBeLevel', { level, path: parentPath })}
            >
              <TreeSelect<string>
                showSearch
                treeNodeFilterProp="title"
                treeDefaultExpandedKeys={parentId && parentId !== ROOT_PARENT ? pathIds(nodes, parentId) : undefined}
                treeData={treeData}
                popupMatchSelectWidth={false}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {mode === 'edit' && self && record && parentId !== (record.parentId ?? ROOT_PARENT) && (
              <Alert style={{ marginTop: 30 }} type="warning" showIcon title={t('product:category.moveWarning')} />
            )}
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="code"
              label={t('product:category.code')}
              rules={[{ required: true, whitespace: true }, { max: 32 }, { pattern: CODE_PATTERN, message: t('product:codePattern') }]}
            >
              <Input maxLength={32} disabled={readOnly || mode === 'edit'} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="name" label={t('product:category.name')} rules={[{ required: true, whitespace: true }, { max: 50 }]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <SortField col={{ xs: 12, md: 4 }} label={t('product:sort')} max={100000} />
          <StatusField col={{ xs: 12, md: 4 }} />
        </Row>
        {level > CATEGORY_MAX_LEVEL && <Alert type="error" showIcon title={t('product:category.maxLevel', { max: CATEGORY_MAX_LEVEL })} />}
      </Form>
    </EditorFrame>
  );
}
