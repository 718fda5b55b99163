import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {withoutDocDescriptions} from './strip';

/**
 * The docs plugin, unchanged except that doc descriptions stay out of the version metadata every doc page
 * loads (see strip.ts). It keeps the docs plugin's name and id, so everything that reads its content
 * (sitemap, search, theme) sees the same plugin.
 */
async function cardDescriptionsDocsPlugin(context: LoadContext, options: unknown): Promise<Plugin<unknown>> {
  const plugin = (await docsPlugin(context, options as PluginOptions)) as Plugin<unknown>;
  const {contentLoaded} = plugin;
  if (!contentLoaded) return plugin;
  return {
    ...plugin,
    contentLoaded: (args) =>
      contentLoaded({...args, actions: {...args.actions, addRoute: (route) => args.actions.addRoute(withoutDocDescriptions(route))}}),
  };
}

// Docusaurus looks for the option validator on a plugin function given directly in the config.
export default Object.assign(cardDescriptionsDocsPlugin, {
  validateOptions: validateOptions as NonNullable<PluginModule['validateOptions']>,
}) satisfies PluginModule;
