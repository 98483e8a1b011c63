import { BeingBuilt } from '@/components/layout/being-built';

export default function CoursesRoute() {
  return <BeingBuilt title="Medical Courses" />;
}
