import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import AreaChartOutlined from '@ant-design/icons-svg/es/asn/AreaChartOutlined';
import AuditOutlined from '@ant-design/icons-svg/es/asn/AuditOutlined';
import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import BookOutlined from '@ant-design/icons-svg/es/asn/BookOutlined';
import ClusterOutlined from '@ant-design/icons-svg/es/asn/ClusterOutlined';
import DatabaseOutlined from '@ant-design/icons-svg/es/asn/DatabaseOutlined';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import LinkOutlined from '@ant-design/icons-svg/es/asn/LinkOutlined';
import NotificationOutlined from '@ant-design/icons-svg/es/asn/NotificationOutlined';
import ReadOutlined from '@ant-design/icons-svg/es/asn/ReadOutlined';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import SolutionOutlined from '@ant-design/icons-svg/es/asn/SolutionOutlined';
import TagsOutlined from '@ant-design/icons-svg/es/asn/TagsOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import ThunderboltOutlined from '@ant-design/icons-svg/es/asn/ThunderboltOutlined';
import UserDeleteOutlined from '@ant-design/icons-svg/es/asn/UserDeleteOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import type { ReactNode } from 'react';
import { PlainIcon } from '@/components/plain/plain-icon';

/** One icon per sidebar item key; the collapsed sidebar shows only these. */
export const SIDEBAR_ICONS: Record<string, ReactNode> = {
  organizations: <PlainIcon definition={BankOutlined} aria-hidden />,
  groups: <PlainIcon definition={TeamOutlined} aria-hidden />,
  programs: <PlainIcon definition={ReadOutlined} aria-hidden />,
  referral: <PlainIcon definition={GiftOutlined} aria-hidden />,
  settings: <PlainIcon definition={SettingOutlined} aria-hidden />,
  analytics: <PlainIcon definition={AreaChartOutlined} aria-hidden />,
  allPrograms: <PlainIcon definition={ReadOutlined} aria-hidden />,
  myPrograms: <PlainIcon definition={BookOutlined} aria-hidden />,
  curationServices: <PlainIcon definition={SolutionOutlined} aria-hidden />,
  contentLibrary: <PlainIcon definition={AppstoreOutlined} aria-hidden />,
  bundles: <PlainIcon definition={ShopOutlined} aria-hidden />,
  sales: <PlainIcon definition={ShoppingCartOutlined} aria-hidden />,
  promoCodes: <PlainIcon definition={TagsOutlined} aria-hidden />,
  courseLibraries: <PlainIcon definition={DatabaseOutlined} aria-hidden />,
  externalReference: <PlainIcon definition={LinkOutlined} aria-hidden />,
  shopSales: <PlainIcon definition={ShoppingCartOutlined} aria-hidden />,
  partners: <PlainIcon definition={AuditOutlined} aria-hidden />,
  users: <PlainIcon definition={UserOutlined} aria-hidden />,
  banners: <PlainIcon definition={NotificationOutlined} aria-hidden />,
  jobRunner: <PlainIcon definition={ThunderboltOutlined} aria-hidden />,
  streams: <PlainIcon definition={ClusterOutlined} aria-hidden />,
  courseDeleteConfirmations: <PlainIcon definition={DeleteOutlined} aria-hidden />,
  userDeleteConfirmations: <PlainIcon definition={UserDeleteOutlined} aria-hidden />,
};
