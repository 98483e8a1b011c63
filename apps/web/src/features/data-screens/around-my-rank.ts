/**
 * The rank range "Around my rank" fills in (docs/product.md#data-screens): the viewer's All
 * India Rank from their profile, 20% either side and at least 500, never below 1.
 */
export function rankWindow(rank: number): { rankFrom: number; rankTo: number } {
  const spread = Math.max(500, Math.round(rank * 0.2));
  return { rankFrom: Math.max(1, rank - spread), rankTo: rank + spread };
}
