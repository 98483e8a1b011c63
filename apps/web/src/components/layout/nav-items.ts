import {
  ArmchairIcon,
  BookOpenIcon,
  Building2Icon,
  ChartNoAxesColumnDecreasingIcon,
  ClipboardListIcon,
  GraduationCapIcon,
  HouseIcon,
  IndianRupeeIcon,
  ListOrderedIcon,
  LandmarkIcon,
  RouteIcon,
  ScanSearchIcon,
  type LucideIcon,
} from 'lucide-react';

import { paths } from '@/config/paths';

export type NavItem = { title: string; url: string; icon: LucideIcon };

/** Sidebar group "Main Features" (docs/product.md#app-shell, in that order). */
export const mainFeatureItems: readonly NavItem[] = [
  { title: 'Home', url: paths.app.root, icon: HouseIcon },
  { title: 'Seat Allocation', url: paths.app.allotments, icon: ClipboardListIcon },
  { title: 'Cutoff Ranks', url: paths.app.closingRanks, icon: ChartNoAxesColumnDecreasingIcon },
  { title: 'Seat Availability', url: paths.app.seatMatrix, icon: ArmchairIcon },
  { title: 'Rank DeepScan', url: paths.app.rankScan, icon: ScanSearchIcon },
  { title: 'Rank Mapping Tool', url: paths.app.allotmentMapping, icon: RouteIcon },
  { title: 'Choice List', url: paths.app.choiceList, icon: ListOrderedIcon },
  { title: 'Financials & Bonds', url: paths.app.feeStipendBond, icon: IndianRupeeIcon },
];

/** Sidebar group "Knowledge Hub" (docs/product.md#app-shell), open by default. */
export const knowledgeHubItems: readonly NavItem[] = [
  { title: 'College Explorer', url: paths.app.explore.institutes, icon: Building2Icon },
  { title: 'Atlas of Universities', url: paths.app.explore.universities, icon: LandmarkIcon },
  { title: 'Counselling Info', url: paths.app.explore.counsellings, icon: BookOpenIcon },
  { title: 'Courses', url: paths.app.explore.courses, icon: GraduationCapIcon },
];

/** A link is current only on an exact path match (docs/product.md#app-shell); a trailing slash is ignored. */
export function isCurrentPath(pathname: string, url: string): boolean {
  const withoutTrailingSlash = (path: string) =>
    path.length > 1 ? path.replace(/\/+$/, '') : path;
  return withoutTrailingSlash(pathname) === withoutTrailingSlash(url);
}
