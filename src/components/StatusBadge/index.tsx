import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import styles from './styles.module.scss';

import {STATUSES, type Status} from '../../lib/lifecycle';

export {STATUSES, type Status};

const labels: Record<Status, string> = {
  beta: 'Beta',
  preview: 'Preview',
  deprecated: 'Deprecated',
  superseded: 'Superseded',
};

/** A lifecycle badge that links to the explanation of what the status guarantees. */
export default function StatusBadge({status}: {status: Status}): ReactNode {
  if (!STATUSES.includes(status)) {
    throw new Error(`StatusBadge: unknown status "${String(status)}"; use one of ${STATUSES.join(', ')}.`);
  }
  return (
    <Link
      to={`/api/api-lifecycle#${status}`}
      className={clsx('badge', styles.badge, styles[status])}
      title={`What ${labels[status].toLowerCase()} means`}
    >
      {labels[status]}
    </Link>
  );
}
