/**
 * The docs plugin hands every doc page the version's metadata, with the title and description of every
 * doc in the version, only so that doc cards can show a description. With 500 pages of one-sentence
 * descriptions that is about 24 KB gzip on every first load. The descriptions leave that object; each
 * page with cards gets the few it shows at compile time instead (see remark.ts).
 */
import {isRecord} from '../../lib/is-record';

interface RouteLike {
  props?: Record<string, unknown>;
  routes?: RouteLike[];
  [key: string]: unknown;
}


/** A copy of the route tree whose version metadata keeps each doc's id, title and sidebar but no description. */
export function withoutDocDescriptions<T extends RouteLike>(route: T): T {
  const version = route.props?.version;
  const props =
    isRecord(version) && isRecord(version.docs)
      ? {
          ...route.props,
          version: {
            ...version,
            docs: Object.fromEntries(
              Object.entries(version.docs).map(([id, doc]) => {
                if (!isRecord(doc)) return [id, doc];
                return [id, Object.fromEntries(Object.entries(doc).filter(([key]) => key !== 'description'))];
              }),
            ),
          },
        }
      : route.props;
  return {...route, ...(props ? {props} : {}), ...(route.routes ? {routes: route.routes.map(withoutDocDescriptions)} : {})};
}
