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

// Operators: replace these with real, consented stories before launch.
export const doctorTestimonials = [
  {
    quote: 'Seeing the bond penalty next to the closing rank made my choice list honest.',
    name: 'Dr. Ritu M.',
    detail: 'MD General Medicine',
  },
  {
    quote: 'I stopped guessing which state quota seats were realistic for my rank.',
    name: 'Dr. Arjun K.',
    detail: 'MS General Surgery',
  },
];

export const successStories = [
  {
    title: 'From rank 18,000 to a government seat',
    body: 'Filtering stray round allotments showed which government colleges still had seats for ranks like hers.',
  },
  {
    title: 'Two states, one evening',
    body: 'Comparing state quota and All India closing ranks side by side settled a week-long family debate.',
  },
];
