// Wrapped once to register the components every page may use without importing them.
import MDXComponents from '@theme-original/MDXComponents';
import AppliesTo from '@theme/AppliesTo';
import DocCardList from '@theme/DocCardList';
import MermaidDiagram from '@theme/MermaidDiagram';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import PyObject from '@site/src/components/PyObject';
import ScrollableTable from '@site/src/components/ScrollableTable';
import StatusBadge from '@site/src/components/StatusBadge';

export default {
  ...MDXComponents,
  AppliesTo,
  DocCardList,
  MermaidDiagram,
  PyObject,
  StatusBadge,
  TabItem,
  Tabs,
  table: ScrollableTable,
};
