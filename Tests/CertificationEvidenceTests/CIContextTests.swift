import Foundation
import Testing

@testable import ConformanceModel

/// The CI context read from each CI's documented environment variables (fixtures of their environments).
@Suite("CI context")
struct CIContextTests {
    @Test("GitHub Actions: repository, commit, branch and the run's URL with its attempt")
    func github() {
        let context = CIContext.detect([
            "GITHUB_ACTIONS": "true", "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "acme/backend",
            "GITHUB_SHA": "0123456789abcdef0123456789abcdef01234567", "GITHUB_REF": "refs/heads/main", "GITHUB_REF_NAME": "main",
            "GITHUB_REF_TYPE": "branch", "GITHUB_RUN_ID": "4242", "GITHUB_RUN_ATTEMPT": "2", "GITHUB_TOKEN": "ghs_secret",
        ])
        #expect(
            context
                == CIContext(
                    provider: "github-actions", repository: "acme/backend", commit: "0123456789abcdef0123456789abcdef01234567",
                    branch: "main", tag: nil, runURL: "https://github.com/acme/backend/actions/runs/4242/attempts/2"))
    }

    @Test("GitHub Actions: a tag is a tag, a pull request names its head branch")
    func githubTagAndPullRequest() {
        let tag = CIContext.detect([
            "GITHUB_ACTIONS": "true", "GITHUB_REPOSITORY": "acme/backend", "GITHUB_REF": "refs/tags/v1.2",
            "GITHUB_REF_NAME": "v1.2", "GITHUB_REF_TYPE": "tag",
        ])
        #expect(tag?.tag == "v1.2" && tag?.branch == nil)
        let pull = CIContext.detect(["GITHUB_ACTIONS": "true", "GITHUB_REF_NAME": "17/merge", "GITHUB_HEAD_REF": "feature/x"])
        #expect(pull?.branch == "feature/x")
    }

    @Test("GitLab CI")
    func gitlab() {
        let context = CIContext.detect([
            "GITLAB_CI": "true", "CI_PROJECT_PATH": "acme/backend", "CI_COMMIT_SHA": "abc123", "CI_COMMIT_BRANCH": "main",
            "CI_PIPELINE_URL": "https://gitlab.com/acme/backend/-/pipelines/99", "CI_JOB_TOKEN": "glcbt-secret",
        ])
        #expect(
            context
                == CIContext(
                    provider: "gitlab-ci", repository: "acme/backend", commit: "abc123", branch: "main", tag: nil,
                    runURL: "https://gitlab.com/acme/backend/-/pipelines/99"))
        #expect(CIContext.detect(["GITLAB_CI": "true", "CI_COMMIT_TAG": "v2"])?.tag == "v2")
    }

    @Test("Jenkins: the Git plugin's URL loses a token written into it")
    func jenkins() {
        let context = CIContext.detect([
            "JENKINS_URL": "https://ci.acme.test/", "BUILD_URL": "https://ci.acme.test/job/backend/12/",
            "GIT_URL": "https://builder:tok3n-secret@git.acme.test/acme/backend.git", "GIT_COMMIT": "feedbeef", "BRANCH_NAME": "release",
        ])
        #expect(
            context
                == CIContext(
                    provider: "jenkins", repository: "https://git.acme.test/acme/backend.git", commit: "feedbeef",
                    branch: "release", tag: nil, runURL: "https://ci.acme.test/job/backend/12/"))
    }

    @Test("Buildkite")
    func buildkite() {
        let context = CIContext.detect([
            "BUILDKITE": "true", "BUILDKITE_REPO": "git@github.com:acme/backend.git", "BUILDKITE_COMMIT": "c0ffee",
            "BUILDKITE_BRANCH": "main", "BUILDKITE_BUILD_URL": "https://buildkite.com/acme/backend/builds/7",
            "BUILDKITE_AGENT_ACCESS_TOKEN": "bk-secret",
        ])
        #expect(
            context
                == CIContext(
                    provider: "buildkite", repository: "git@github.com:acme/backend.git", commit: "c0ffee", branch: "main",
                    tag: nil, runURL: "https://buildkite.com/acme/backend/builds/7"))
    }

    @Test("CircleCI")
    func circleci() {
        let context = CIContext.detect([
            "CIRCLECI": "true", "CIRCLE_PROJECT_USERNAME": "acme", "CIRCLE_PROJECT_REPONAME": "backend", "CIRCLE_SHA1": "d00d",
            "CIRCLE_TAG": "v3", "CIRCLE_BUILD_URL": "https://circleci.com/gh/acme/backend/31",
        ])
        #expect(
            context
                == CIContext(
                    provider: "circleci", repository: "acme/backend", commit: "d00d", branch: nil, tag: "v3",
                    runURL: "https://circleci.com/gh/acme/backend/31"))
    }

    @Test("outside a CI there is no context")
    func none() {
        #expect(CIContext.detect(["HOME": "/root", "CI": "true"]) == nil)
        #expect(CIContext.detect(["GITHUB_ACTIONS": "false"]) == nil)
    }
}
