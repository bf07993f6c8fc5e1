export { CONFIG_URL, ConfigError, loadConfig, setConfigForTesting } from './load-config';
