// Wraps the doc card description to show where the card's page applies, as the page does under its title.
import type {ReactNode} from 'react';
import Description from '@theme-init/DocCard/Description';
import type {Props} from '@theme/DocCard/Description';
import AppliesTo from '@theme/AppliesTo';
import {CUSTOM_PROP} from '../../../client/sidebar';

export default function DocCardDescriptionWrapper(props: Props): ReactNode {
  const value = props.item.customProps?.[CUSTOM_PROP];
  return (
    <>
      <Description {...props} />
      {typeof value === 'string' && <AppliesTo value={value} variant="card" />}
    </>
  );
}
