// Wraps the theme's DocCardList to put back the card descriptions the docs plugin no longer ships to every page (see ../../strip.ts).
import type {ReactNode} from 'react';
import DocCardList from '@theme-init/DocCardList';
import type {Props} from '@theme/DocCardList';
import {useCurrentSidebarSiblings} from '@docusaurus/plugin-content-docs/client';
import {describeItems, parseDescriptions} from '../../describe';

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
