// The site has lodash (configs require it) without its types; the one function the site imports.
declare module "lodash/kebabCase.js" {
  /** Text in kebab case, as lodash splits it into words (`RocketMQ` -> `rocket-mq`). */
  export default function kebabCase(text: string): string;
}
