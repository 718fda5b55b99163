// Wraps the edit link so that a generated API page, whose link opens its YAML data file, says so.
import type {ReactNode} from 'react';
import EditThisPage from '@theme-init/EditThisPage';
import type {Props} from '@theme/EditThisPage';
import Link from '@docusaurus/Link';
import {ThemeClassNames} from '@docusaurus/theme-common';
import IconEdit from '@theme/Icon/Edit';

export default function EditThisPageWrapper({editUrl}: Props): ReactNode {
  if (!/\.ya?ml$/.test(editUrl)) return <EditThisPage editUrl={editUrl} />;
  return (
    <Link to={editUrl} className={ThemeClassNames.common.editThisPage}>
      <IconEdit />
      Edit the API data for this page
    </Link>
  );
}
