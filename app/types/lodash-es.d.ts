// lodash-es ships no types; the one function the site uses.
declare module "lodash-es/kebabCase.js" {
  /** Text in kebab case, as lodash splits it into words (`RocketMQ` -> `rocket-mq`). */
  export default function kebabCase(text: string): string;
}
