import {
  BarChart3,
  Building2,
  FileSpreadsheet,
  IndianRupee,
  ListChecks,
  type LucideIcon,
  Search,
  Timer,
  TrendingUp,
} from 'lucide-react';

// The landing page's words, in one place so they can be reviewed and changed together.

/** A quote from a real user who agreed to its use. */
export interface Testimonial {
  quote: string;
  name: string;
  detail: string;
}

/**
 * Real, consented quotes only (docs/product.md#landing-page): none yet, so the section and its
 * header link are left out until an operator adds some here.
 */
export const testimonials: readonly Testimonial[] = [];

export const navLinks = [
  { href: '#features', label: 'Features' },
  { href: '#how-it-works', label: 'How it works' },
  { href: '#packages', label: 'Packages' },
  ...(testimonials.length > 0 ? [{ href: '#testimonials', label: 'Testimonials' }] : []),
  { href: '#faq', label: 'FAQ' },
];

export interface IconCard {
  icon: LucideIcon;
  title: string;
  body: string;
}

export const problems: IconCard[] = [
  {
    icon: FileSpreadsheet,
    title: 'Hundreds of PDF pages',
    body: 'Every round is published as long PDFs by MCC and each state. Finding your rank band means scrolling for hours.',
  },
  {
    icon: Timer,
    title: 'Choice filling is short',
    body: 'You get a few days to rank dozens of colleges. There is no time to rebuild last year’s cutoffs by hand.',
  },
  {
    icon: IndianRupee,
    title: 'Fees and bonds are hidden',
    body: 'Fee, stipend and bond terms sit in different notices, so a "good" seat can turn out to cost lakhs more.',
  },
];

export const features: IconCard[] = [
  {
    icon: ListChecks,
    title: 'Seat Allocation',
    body: 'Every allotment by round with AI rank, state rank, quota, category, institute and course.',
  },
  {
    icon: TrendingUp,
    title: 'Cutoff Ranks',
    body: 'Closing ranks for each institute, course, quota and category, side by side across years and rounds.',
  },
  {
    icon: BarChart3,
    title: 'Seat Availability',
    body: 'How many seats each institute offers per course, quota and category.',
  },
  {
    icon: IndianRupee,
    title: 'Financials & Bonds',
    body: 'Fee, stipend and bond years and penalty for each seat, in rupees.',
  },
  {
    icon: Building2,
    title: 'Knowledge Hub',
    body: 'Colleges, universities, counselling bodies and courses, searchable and free with your account.',
  },
  {
    icon: Search,
    title: 'Rank prediction and mapping',
    body: 'Rank DeepScan gives each option a chance for your rank, tested on past years; the Rank Mapping Tool shows who near your rank got what.',
  },
];

export const steps = [
  {
    title: 'Create your free account',
    body: 'Sign up with email or Google and explore every screen in demo mode.',
  },
  {
    title: 'Pick a counselling',
    body: 'MCC All India or your state: choose the counselling and the years you care about.',
  },
  {
    title: 'Filter by your rank',
    body: 'Narrow by rank range, quota, category, state and course to see where ranks like yours landed.',
  },
  {
    title: 'Fill choices with confidence',
    body: 'Compare closing ranks, fees and bonds, then order your choices with the full picture.',
  },
] as const;

export const packageHighlights: Record<'ug' | 'pg', string[]> = {
  ug: [
    'MCC and state NEET UG allotments',
    'Closing ranks across rounds',
    'Seat matrix, fees and bonds',
    'Knowledge Hub',
  ],
  pg: [
    'MCC and state NEET PG allotments',
    'Closing ranks across years and rounds',
    'Seat matrix, fees, stipends and bonds',
    'Knowledge Hub',
  ],
};

export const faqs = [
  {
    question: 'Where does the data come from?',
    answer:
      'From the allotment lists, seat matrices and fee notices that MCC and the state counselling authorities publish. We clean and join them so you can filter them in one place.',
  },
  {
    question: 'Is this a subscription?',
    answer:
      'No. A package is a one-time payment that gives full access until the end of the current counselling season. There are no renewals.',
  },
  {
    question: 'What can I see without a package?',
    answer:
      'Everything, in demo mode: each data table shows its first 5 rows. The Knowledge Hub is free for every signed-in user.',
  },
  {
    question: 'Can I get a refund?',
    answer:
      'Yes. We offer a 7-day money-back guarantee. Refund requests are reviewed in 3-5 business days and processed in 7-10 business days.',
  },
  {
    question: 'Can I use my account on more than one device?',
    answer:
      'One device can be signed in at a time. Signing in on a new device signs the previous one out.',
  },
  {
    question: 'Do you predict which college I will get?',
    answer:
      'Rank DeepScan gives each option a chance for your rank, learned from past closing ranks, and shows how well it did when tested on a past year. It is a chance, not a promise: the Rank Mapping Tool shows what ranks like yours were allotted.',
  },
] as const;
