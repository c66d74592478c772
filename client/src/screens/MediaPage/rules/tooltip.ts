// Tag descriptions show in a tooltip centred over the tag. Near the edge of a narrow screen a centred box would reach
// past the viewport and make the whole page scroll sideways, so it is shifted back inside.

/** Room kept between a tooltip and the viewport's edge, px. */
export const TOOLTIP_MARGIN = 8;
/** The tag tooltip's width: 240 px, or the viewport less its margins (MediaPage.module.css says the same). */
export const tagTooltipWidth = (viewportWidth: number) => Math.min(240, viewportWidth - 2 * TOOLTIP_MARGIN);

/** How far (px, negative is left) a tooltip centred over the anchor must move to stay inside the viewport. */
export function tooltipShift(anchor: { left: number; width: number }, tooltipWidth: number, viewportWidth: number): number {
  const left = anchor.left + anchor.width / 2 - tooltipWidth / 2;
  const right = left + tooltipWidth;
  if (left < TOOLTIP_MARGIN) return TOOLTIP_MARGIN - left;
  if (right > viewportWidth - TOOLTIP_MARGIN) return viewportWidth - TOOLTIP_MARGIN - right;
  return 0;
}
