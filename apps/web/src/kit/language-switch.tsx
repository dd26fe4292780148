import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@quire/contracts';
import { Button, Dropdown } from 'antd';
import { useSession } from '../core/session-store';
import { LANGUAGE_LABELS } from '../core/ui-locale-store';
import { switchLanguage } from './session-actions';

/** 中文 / English / Bahasa Indonesia (spec §2). */
export function LanguageSwitch({ light = false }: { light?: boolean }) {
  const language = useSession((s) => s.language);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((lang) => ({ key: lang, label: LANGUAGE_LABELS[lang] })),
        onClick: ({ key }) => void switchLanguage(key as Language),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} data-testid="language-switch" style={light ? { color: '#fff' } : undefined}>
        {LANGUAGE_LABELS[language]}
      </Button>
    </Dropdown>
  );
}
