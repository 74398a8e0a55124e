// The site has semver (configs and content components require it) without its types: pages get the
// module as it is, and nothing of ours calls it.
declare module "semver" {
  const semver: Record<string, unknown>;
  export default semver;
}
