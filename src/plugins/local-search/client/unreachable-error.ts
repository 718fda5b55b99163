import {UNREACHABLE_ERROR_NAME} from './failure-store';

/** The local index could not be fetched or read: for DocSearch, the same as unreachable Algolia hosts. */
export class LocalIndexUnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = UNREACHABLE_ERROR_NAME;
  }
}
