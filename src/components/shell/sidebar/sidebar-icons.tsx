import {
  AppstoreOutlined, AuditOutlined, BankOutlined, BookOutlined, ClusterOutlined, DatabaseOutlined, DeleteOutlined,
  GiftOutlined, LinkOutlined, NotificationOutlined, ReadOutlined, SettingOutlined, ShopOutlined, ShoppingCartOutlined,
  SolutionOutlined, TagsOutlined, TeamOutlined, ThunderboltOutlined, UserDeleteOutlined, UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** One icon per sidebar item key; the collapsed sidebar shows only these. */
export const SIDEBAR_ICONS: Record<string, ReactNode> = {
  organizations: <BankOutlined />,
  groups: <TeamOutlined />,
  referral: <GiftOutlined />,
  settings: <SettingOutlined />,
  allPrograms: <ReadOutlined />,
  myPrograms: <BookOutlined />,
  curationServices: <SolutionOutlined />,
  contentLibrary: <AppstoreOutlined />,
  bundles: <ShopOutlined />,
  sales: <ShoppingCartOutlined />,
  promoCodes: <TagsOutlined />,
  courseLibraries: <DatabaseOutlined />,
  externalReference: <LinkOutlined />,
  shopSales: <ShoppingCartOutlined />,
  partners: <AuditOutlined />,
  users: <UserOutlined />,
  banners: <NotificationOutlined />,
  jobRunner: <ThunderboltOutlined />,
  streams: <ClusterOutlined />,
  courseDeleteConfirmations: <DeleteOutlined />,
  userDeleteConfirmations: <UserDeleteOutlined />,
};
