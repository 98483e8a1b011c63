import { ContactPage } from '@/features/legal';

export default function ContactRoute() {
  return <ContactPage />;
}
