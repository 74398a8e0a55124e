// The five sidebars of the site, in Docusaurus' shape: a string is a page id; categories may
// link to their own page with link: {type: "doc", id}. See README.md, "Content format".
module.exports = {
  docs: [
    {
      type: "category",
      label: "Getting Started",
      items: [
        "overview",
        "sauce-basics"
      ]
    },
    {
      type: "category",
      label: "Web Apps",
      link: {
        type: "doc",
        id: "web-apps"
      },
      items: [
        {
          type: "category",
          label: "Live Testing",
          link: {
            type: "doc",
            id: "web-apps/live-testing"
          },
          items: [
            "web-apps/live-testing/live-cross-browser-testing",
            "web-apps/live-testing/local-and-staging-sites"
          ]
        },
        {
          type: "category",
          label: "Automated Testing",
          link: {
            type: "doc",
            id: "web-apps/automated-testing"
          },
          items: [
            "web-apps/automated-testing/selenium",
            "web-apps/automated-testing/webdriverio",
            "web-apps/automated-testing/cypress",
            "web-apps/automated-testing/playwright",
            "web-apps/automated-testing/testcafe",
            "web-apps/automated-testing/parallel-testing"
          ]
        }
      ]
    },
    {
      type: "category",
      label: "Mobile Apps",
      link: {
        type: "doc",
        id: "mobile-apps"
      },
      items: [
        "mobile-apps/supported-devices",
        "mobile-apps/real-devices",
        "mobile-apps/virtual-devices",
        "mobile-apps/choosing-device-types",
        "mobile-apps/device-selection",
        "mobile-apps/live-testing",
        "mobile-apps/app-storage",
        "mobile-apps/app-instrumentation",
        {
          type: "category",
          label: "Device Features",
          items: [
            "mobile-apps/features/biometric-authentication",
            "mobile-apps/features/camera-image-injection"
          ]
        },
        {
          type: "category",
          label: "Automated Testing",
          items: [
            "mobile-apps/automated-testing/appium",
            "mobile-apps/automated-testing/espresso",
            "mobile-apps/automated-testing/xcuitest"
          ]
        }
      ]
    },
    {
      type: "category",
      label: "API Testing",
      link: {
        type: "doc",
        id: "api-testing"
      },
      items: [
        "api-testing/quickstart",
        "api-testing/project-dashboard",
        {
          type: "category",
          label: "Build Tests",
          items: [
            "api-testing/composer",
            "api-testing/vault",
            "api-testing/environments",
            "api-testing/import-export",
            "api-testing/logger"
          ]
        },
        {
          type: "category",
          label: "Specs and Load",
          items: [
            "api-testing/mocking",
            "api-testing/contract-testing",
            "api-testing/load-testing"
          ]
        },
        {
          type: "doc",
          id: "api-testing/project-access",
          label: "Project Settings"
        },
        "api-testing/integrations",
        {
          type: "category",
          label: "Use Cases",
          link: {
            type: "doc",
            id: "api-testing/use-cases"
          },
          items: [
            {
              type: "category",
              label: "Variables & Storage",
              items: [
                "api-testing/use-cases/set-variable",
                "api-testing/use-cases/key-value",
                "api-testing/use-cases/saving-token-kv",
                "api-testing/use-cases/vault-variable",
                "api-testing/use-cases/vault-snippet",
                "api-testing/use-cases/using-environments"
              ]
            },
            {
              type: "category",
              label: "Requests & Auth",
              items: [
                "api-testing/use-cases/compose-body",
                "api-testing/use-cases/working-with-headers",
                "api-testing/use-cases/dynamic-header",
                "api-testing/use-cases/auth-token"
              ]
            },
            {
              type: "category",
              label: "Test Data",
              items: [
                "api-testing/use-cases/dynamic-dates",
                "api-testing/use-cases/generate-test-data",
                "api-testing/use-cases/github-datasets",
                "api-testing/use-cases/use-drive"
              ]
            },
            {
              type: "category",
              label: "Walkthroughs",
              items: [
                "api-testing/use-cases/fact",
                "api-testing/use-cases/integration-test"
              ]
            }
          ]
        },
        "api-testing/legacy"
      ]
    },
    {
      type: "category",
      label: "Visual Testing",
      link: {
        type: "doc",
        id: "visual-testing"
      },
      items: [
        {
          type: "category",
          label: "Workflows",
          items: [
            "visual-testing/workflows/test-execution",
            "visual-testing/workflows/review",
            "visual-testing/workflows/baseline-management",
            "visual-testing/workflows/ci",
            "visual-testing/workflows/api-lifecycle",
            "visual-testing/workflows/cross-browser-os"
          ]
        },
        {
          type: "category",
          label: "Integrations",
          items: [
            "visual-testing/integrations/webdriverio",
            "visual-testing/integrations/cypress",
            "visual-testing/integrations/playwright",
            "visual-testing/integrations/nightwatch",
            "visual-testing/integrations/storybook",
            "visual-testing/integrations/java",
            "visual-testing/integrations/csharp",
            "visual-testing/integrations/python",
            "visual-testing/integrations/python-robot-framework",
            "visual-testing/integrations/espresso",
            "visual-testing/integrations/snapshots-cli"
          ]
        },
        "visual-testing/cli",
        "visual-testing/selective-diffing",
        "visual-testing/diffing-engines",
        "visual-testing/mobile-native-testing",
        "visual-testing/faq",
        {
          type: "category",
          label: "Legacy (Screener)",
          items: [
            "visual/e2e-testing/commands-options"
          ]
        }
      ]
    },
    {
      type: "category",
      label: "Performance",
      link: {
        type: "doc",
        id: "performance"
      },
      items: [
        "performance/about",
        {
          type: "category",
          label: "Writing Tests",
          items: [
            "performance/one-page",
            "performance/transitions",
            "performance/motion"
          ]
        },
        "performance/analyze",
        "performance/performance-in-ci"
      ]
    },
    {
      type: "category",
      label: "Test Results",
      link: {
        type: "doc",
        id: "test-results"
      },
      items: [
        "test-results/viewing-test-results",
        "test-results/sharing-test-results",
        "test-results/test-status",
        "test-results/badges-browser-matrix",
        "test-results/real-device-results"
      ]
    },
    {
      type: "category",
      label: "Insights",
      link: {
        type: "doc",
        id: "insights"
      },
      items: [
        "insights/scope",
        "insights/overview",
        "insights/history",
        "insights/trends",
        "insights/usage-report",
        "insights/coverage",
        "insights/failure-analysis",
        "insights/debug"
      ]
    },
    {
      type: "category",
      label: "Secure Connections",
      link: {
        type: "doc",
        id: "secure-connections"
      },
      items: [
        {
          type: "category",
          label: "Sauce Connect 5",
          link: {
            type: "doc",
            id: "secure-connections/sauce-connect-5"
          },
          items: [
            "secure-connections/sauce-connect-5/quickstart",
            "secure-connections/sauce-connect-5/installation",
            "secure-connections/sauce-connect-5/proxies",
            "secure-connections/sauce-connect-5/tls-and-certificates",
            "secure-connections/sauce-connect-5/high-availability",
            "secure-connections/sauce-connect-5/monitoring",
            "secure-connections/sauce-connect-5/troubleshooting"
          ]
        },
        {
          type: "category",
          label: "Sauce Connect 4",
          link: {
            type: "doc",
            id: "secure-connections/sauce-connect-4"
          },
          items: [
            "secure-connections/sauce-connect-4/migrate-to-sauce-connect-5"
          ]
        }
      ]
    },
    {
      type: "category",
      label: "App Distribution",
      link: {
        type: "doc",
        id: "testfairy"
      },
      items: [
        {
          type: "category",
          label: "Using TestFairy",
          link: {
            type: "doc",
            id: "testfairy/using-testfairy"
          },
          items: [
            "testfairy/using-testfairy/dashboard",
            "testfairy/using-testfairy/webhooks"
          ]
        },
        {
          type: "category",
          label: "SDKs",
          items: [
            "testfairy/sdk/android",
            "testfairy/sdk/ios"
          ]
        },
        "testfairy/distribution/testers",
        "testfairy/distribution/ci-uploads",
        "testfairy/distribution/build-settings",
        "testfairy/app-center-migration"
      ]
    },
    {
      type: "category",
      label: "CI Integrations",
      link: {
        type: "doc",
        id: "ci"
      },
      items: [
        "basics/integrations/github-actions",
        "basics/integrations/gitlab",
        "basics/integrations/circleci",
        "basics/integrations/jenkins",
        "basics/integrations/azure",
        "basics/integrations/bitbucket",
        "basics/integrations/teamcity",
        "ci/sauce-connect-in-ci",
        "ci/reports-and-build-names",
        "ci/mobile-apps-in-ci",
        "ci/retries-and-flaky-tests"
      ]
    },
    {
      type: "category",
      label: "Account & Team",
      link: {
        type: "doc",
        id: "basics/account-management"
      },
      items: [
        "basics/account-management/users",
        "basics/account-management/teams",
        "basics/account-management/roles",
        "basics/account-management/organization-settings",
        "basics/ip-allowlisting"
      ]
    },
    {
      type: "category",
      label: "Single Sign-On",
      link: {
        type: "doc",
        id: "basics/sso"
      },
      items: [
        "basics/sso/saml-setup",
        "basics/sso/identity-providers"
      ]
    },
    {
      type: "category",
      label: "Troubleshooting",
      items: [
        "basics/troubleshooting"
      ]
    }
  ],
  dev: [
    {
      type: "category",
      label: "REST API",
      link: {
        type: "doc",
        id: "dev/api"
      },
      items: [
        "dev/api/jobs",
        "dev/api/builds",
        "dev/api/users",
        "dev/api/devices",
        "dev/api/tunnels",
        "dev/api/storage",
        "dev/api/insights",
        "dev/api/data-center-endpoints"
      ]
    },
    {
      type: "category",
      label: "CLI",
      link: {
        type: "doc",
        id: "dev/cli"
      },
      items: [
        {
          type: "category",
          label: "saucectl",
          link: {
            type: "doc",
            id: "dev/cli/saucectl"
          },
          items: [
            "dev/cli/saucectl/commands",
            "dev/cli/saucectl/config-file"
          ]
        },
        "dev/cli/sauce-connect-5",
        "dev/cli/sauce-connect-4",
        "dev/cli/virtual-usb"
      ]
    },
    {
      type: "category",
      label: "Reference",
      items: [
        "dev/test-configuration-options",
        "dev/w3c-webdriver-capabilities",
        "dev/error-messages",
        "dev/data-center-maint",
        "dev/glossary"
      ]
    }
  ],
  apif: [
    {
      type: "category",
      label: "API Fortress (Legacy)",
      link: {
        type: "doc",
        id: "api-testing/on-prem"
      },
      collapsed: false,
      items: [
        "api-testing/on-prem/quickstart",
        "api-testing/on-prem/installation",
        "api-testing/on-prem/composer",
        "api-testing/on-prem/vault",
        "api-testing/on-prem/connectors",
        "api-testing/on-prem/reports",
        "api-testing/on-prem/troubleshooting"
      ]
    }
  ],
  aiq: [
    {
      type: "category",
      label: "Low Code",
      link: {
        type: "doc",
        id: "dev/low-code"
      },
      items: [
        "dev/low-code/projects",
        "dev/low-code/test-steps",
        "dev/low-code/faq"
      ]
    }
  ],
  backtrace: [
    {
      type: "category",
      label: "Error Reporting",
      items: [
        "error-reporting/getting-started",
        "error-reporting/web-console",
        "error-reporting/symbolication",
        {
          type: "category",
          label: "Integrations",
          items: [
            "error-reporting/integrations/javascript",
            "error-reporting/integrations/nodejs",
            "error-reporting/integrations/electron",
            "error-reporting/integrations/python",
            "error-reporting/integrations/unity",
            "error-reporting/integrations/android",
            "error-reporting/integrations/ios"
          ]
        },
        "error-reporting/troubleshooting"
      ]
    }
  ]
};
