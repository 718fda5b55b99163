import type {PluginModule} from '@docusaurus/types';

/**
 * A local plugin function with its option validator attached, where Docusaurus looks for it when the
 * function itself is given in the config. The cast only widens the validator to Docusaurus's generic
 * signature; the plugin still receives the validated, typed options.
 */
export function withOptionValidation<P extends (...args: never[]) => unknown, V extends (context: never) => unknown>(
  plugin: P,
  validateOptions: V,
): P & PluginModule {
  return Object.assign(plugin, {
    validateOptions: validateOptions as unknown as NonNullable<PluginModule['validateOptions']>,
  }) as unknown as P & PluginModule;
}
