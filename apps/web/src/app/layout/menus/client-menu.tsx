import {
  BellOutlined,
  CrownOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  IdcardOutlined,
  ProfileOutlined,
  ReconciliationOutlined,
  SendOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { MenuArea } from '../menu-model';
import { overview } from './shared-entries';

/** The client area's menu (Product specification, shell §2, /client). */
export const CLIENT_MENU: MenuArea = {
  root: '/client',
  label: 'nav.client',
  overview: overview('/client'),
  groups: [
    {
      key: 'orders',
      label: 'nav.group.orders',
      icon: <ProfileOutlined />,
      items: [
        { path: '/client/quotations', label: 'nav.client.quotations', icon: <FileSearchOutlined />, main: true },
        { path: '/client/orders', label: 'nav.client.orders', icon: <ProfileOutlined />, main: true },
        { path: '/client/delivery-orders', label: 'nav.client.deliveryOrders', icon: <SendOutlined />, main: true },
        { path: '/client/customs', label: 'nav.client.customs', icon: <ReconciliationOutlined />, main: true },
        { path: '/client/documents', label: 'nav.client.documents', icon: <FileTextOutlined />, main: true },
      ],
    },
    {
      key: 'account',
      label: 'nav.group.account',
      icon: <UserOutlined />,
      items: [
        { path: '/client/subscription', label: 'nav.client.subscription', icon: <CrownOutlined />, main: true },
        { path: '/client/profile', label: 'nav.client.profile', icon: <IdcardOutlined />, main: true },
        { path: '/client/notifications', label: 'nav.client.notifications', icon: <BellOutlined /> },
      ],
    },
  ],
};
