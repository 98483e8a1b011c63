import { Building2, ListChecks, type LucideIcon, ShieldCheck, TrendingUp, Zap } from 'lucide-react';
import { paths } from '@/config/paths';

// The dashboard's fixed words (docs/product.md#dashboard-home).

export const quoteOfTheDay = {
  text: 'The good physician treats the disease; the great physician treats the patient who has the disease.',
  author: 'William Osler',
};

export const quickLinks: { to: string; title: string; body: string; icon: LucideIcon }[] = [
  {
    to: paths.app.closingRanks,
    title: 'Cutoff ranks',
    body: 'Closing ranks by institute, course, quota and category.',
    icon: TrendingUp,
  },
  {
    to: paths.app.explore.counsellings,
    title: 'Counselling info',
    body: 'All India and state counselling processes.',
    icon: Building2,
  },
  {
    to: paths.app.allotments,
    title: 'Seat allocation',
    body: 'Every allotment by round and rank.',
    icon: ListChecks,
  },
];

export const highlights: { title: string; body: string; icon: LucideIcon }[] = [
  {
    title: 'Cleaned source data',
    body: 'Institute and course names are matched across years and rounds, so one college is one row.',
    icon: ShieldCheck,
  },
  {
    title: 'Every round, side by side',
    body: 'Round 1 to stray vacancy, across years, in one table with your filters kept.',
    icon: TrendingUp,
  },
  {
    title: 'Fast on any phone',
    body: 'Built for quick look-ups during choice filling, even on a slow connection.',
    icon: Zap,
  },
];

/** Quotes and stories from real users who agreed to their use: none yet, so their panels are left out. */
export const doctorTestimonials: readonly { quote: string; name: string; detail: string }[] = [];
export const successStories: readonly { title: string; body: string }[] = [];
