// Wrapped to put back the card descriptions that the docs plugin no longer ships to every page (src/plugins/card-descriptions).
import type {ReactNode} from 'react';
import DocCardList from '@theme-original/DocCardList';
import type {Props} from '@theme/DocCardList';
import {useCurrentSidebarSiblings} from '@docusaurus/plugin-content-docs/client';
import {describeItems, parseDescriptions} from '@site/src/plugins/card-descriptions/describe';

type WrapperProps = Props & {descriptions?: string};

function ForCurrentCategory({descriptions, ...props}: WrapperProps): ReactNode {
  const items = useCurrentSidebarSiblings();
  return <DocCardList {...props} items={describeItems(items, parseDescriptions(descriptions))} />;
}

export default function DocCardListWrapper(props: WrapperProps): ReactNode {
  const {descriptions, ...rest} = props;
  if (!rest.items) return <ForCurrentCategory {...props} />;
  return <DocCardList {...rest} items={describeItems(rest.items, parseDescriptions(descriptions))} />;
}
