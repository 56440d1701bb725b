/**
 * The project's local ESLint plugin, registered as `drama` in eslint.config.js:
 *   drama/layers             who may import whom in src/: kernels, area roles, assembly (zones)
 *   drama/no-literal-ui-text user-visible text comes from src/i18n, never from JSX literals
 *   drama/no-cycle           no file of src/ reaches itself again through its imports
 */
import layers from './layers.js';
import noCycle from './no-cycle.js';
import noLiteralUiText from './no-literal-ui-text.js';

const plugin = {
  meta: { name: 'eslint-plugin-drama', version: '0.1.0' },
  rules: {
    layers,
    'no-literal-ui-text': noLiteralUiText,
    'no-cycle': noCycle,
  },
};

export default plugin;
