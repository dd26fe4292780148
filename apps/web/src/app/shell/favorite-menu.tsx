import { StarFilled } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFavorites } from '../../kit/favorites';

type Item = Required<MenuProps>['items'][number];

/** Menu keys of the favorites at the top of the sidebar: `fav:` and the screen's path. */
export const FAVORITE_KEY = 'fav:';

/** The user's favorite screens as the first group of the sidebar (nothing when there are none). */
export function useFavoriteMenuItems(): Item[] {
  const { t } = useTranslation();
  const { screens } = useFavorites();
  return useMemo<Item[]>(() => {
    if (screens.length === 0) return [];
    return [
      {
        key: 'group:favorites',
        type: 'group',
        label: (
          <span className="q-sider-favorites-title" data-testid="sider-favorites">
            {t('shell:favorites.title')}
          </span>
        ),
        children: screens.map((s) => ({
          key: FAVORITE_KEY + s.path,
          icon: <StarFilled className="q-favorite-star" />,
          label: <span data-favorite-path={s.path}>{s.title}</span>,
          title: s.title,
        })),
      },
      { key: 'divider:favorites', type: 'divider' },
    ];
  }, [screens, t]);
}
