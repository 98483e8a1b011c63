import { CollegeExplorer } from '@/features/knowledge-hub';

export default function InstitutesRoute() {
  return <CollegeExplorer />;
}
