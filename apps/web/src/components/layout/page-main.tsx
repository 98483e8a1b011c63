import { createContext, use, type ComponentProps, type ReactNode } from 'react';

const InsideMainContext = createContext(false);

/** Marks its children as already inside the page's <main> (the app shell provides one). */
export function MainLandmarkProvider({ children }: { children: ReactNode }) {
  return <InsideMainContext value={true}>{children}</InsideMainContext>;
}

/**
 * A screen's outer element: <main> on a page of its own, a plain <div> inside the app shell,
 * so a page never has two main landmarks.
 */
export function PageMain(props: Omit<ComponentProps<'main'>, 'ref'>) {
  const insideMain = use(InsideMainContext);
  return insideMain ? <div {...props} /> : <main {...props} />;
}

/** True inside the app shell, where a screen shares the viewport with the header. */
export function useIsInsideMain() {
  return use(InsideMainContext);
}
