declare module '@theme/AppliesTo' {
  export {default, type Props} from '@site/src/plugins/applicability/theme/AppliesTo';
}
