/** The part of a medium-zoom object docusaurus-plugin-image-zoom uses. */
export interface ZoomLike {
  update(options: Record<string, unknown>): unknown;
  detach(): unknown;
}

export type ZoomFactory = (selector: string, options?: Record<string, unknown>) => ZoomLike;

/**
 * A `mediumZoom(selector, options)` that loads the real one only when an element matches the selector,
 * and hands it the options as they are by then. Until it has loaded, `update` and `detach` are
 * remembered: a zoom detached before the library arrives is never attached.
 */
export function onDemandZoom(load: () => Promise<ZoomFactory>, hasTarget: (selector: string) => boolean): ZoomFactory {
  return (selector, options = {}) => {
    let current = {...options};
    let real: ZoomLike | undefined;
    let detached = false;
    if (hasTarget(selector)) {
      void load().then((create) => {
        if (!detached) real = create(selector, current);
      });
    }
    const zoom: ZoomLike = {
      update(next) {
        current = {...current, ...next};
        real?.update(next);
        return zoom;
      },
      detach() {
        detached = true;
        real?.detach();
        return zoom;
      },
    };
    return zoom;
  };
}
