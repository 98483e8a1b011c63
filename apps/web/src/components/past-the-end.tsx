/** The note beside a list whose `?page=` lay beyond its last page (docs/product.md#paging). */
export function PastTheEnd({ asked, page }: { asked: number; page: number }) {
  return (
    <p role="status" className="basis-full text-sm text-muted-foreground">
      Page {asked.toLocaleString('en-IN')} is past the end; showing the last page, {page}.
    </p>
  );
}
