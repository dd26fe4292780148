import type { MenuNode, SessionUser } from '@quire/contracts';
import { SIGNATURE_TEST_KEY } from '@quire/contracts';
import { useSession } from '../core/session-store';

/** A menu node of a test session: a screen's path, its button permissions and the screens below it. */
export function menuNode(path: string, children: MenuNode[] = [], buttons: string[] = []): MenuNode {
  return {
    id: path,
    parentId: null,
    name: path,
    path,
    component: null,
    title: path,
    icon: '',
    iconName: null,
    hidden: false,
    externalLink: null,
    docLink: null,
    sort: 0,
    buttons: buttons.map((p) => ({ id: p, name: p, path: p, title: p })) as MenuNode['buttons'],
    children,
  };
}

/**
 * Signs in Ana (employee 7 of group 1) with the given screens, each with its button permissions
 * (`{ '/inventory/transfer': ['inventory:transfer:print'] }`), under one root menu.
 */
export function signInWith(screens: Record<string, string[]>, user: Partial<SessionUser> = {}): void {
  useSession.setState({
    token: 'tok',
    signKey: SIGNATURE_TEST_KEY,
    belongId: '1',
    user: {
      employeeId: '7',
      employeeName: 'Ana Clerk',
      belongId: '1',
      businessGroups: [],
      permissions: [
        menuNode(
          '',
          Object.entries(screens).map(([path, buttons]) => menuNode(path, [], buttons)),
        ),
      ],
      ...user,
    } as SessionUser,
  });
}
