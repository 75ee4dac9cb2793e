#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The continuous-integration run a report was made in, read from the documented environment
/// variables of GitHub Actions, GitLab CI, Jenkins, Buildkite and CircleCI. Only names, commits
/// and URLs are read; a URL's user and password, if any, are dropped.
public struct CIContext: Sendable, Codable, Equatable {
    /// `github-actions`, `gitlab-ci`, `jenkins`, `buildkite` or `circleci`.
    public var provider: String
    public var repository: String?
    public var commit: String?
    /// The branch, when the run built one.
    public var branch: String?
    /// The tag, when the run built one.
    public var tag: String?
    /// A link to the CI run.
    public var runURL: String?

    public init(
        provider: String, repository: String? = nil, commit: String? = nil, branch: String? = nil, tag: String? = nil, runURL: String? = nil
    ) {
        self.provider = provider
        self.repository = repository
        self.commit = commit
        self.branch = branch
        self.tag = tag
        self.runURL = runURL
    }

    /// The CI context `environment` describes, or nil outside the five known CIs.
    public static func detect(_ environment: [String: String]) -> CIContext? {
        func value(_ name: String) -> String? {
            guard let text = environment[name]?.trimmingWhitespace(), !text.isEmpty else { return nil }
            return String(text.prefix(512))
        }
        var context: CIContext
        if value("GITHUB_ACTIONS") == "true" {
            // https://docs.github.com/actions/reference/variables-reference
            let server = value("GITHUB_SERVER_URL") ?? "https://github.com"
            let repository = value("GITHUB_REPOSITORY")
            let isTag = value("GITHUB_REF_TYPE") == "tag" || (value("GITHUB_REF")?.hasPrefix("refs/tags/") ?? false)
            let name = value("GITHUB_HEAD_REF") ?? value("GITHUB_REF_NAME")
            context = CIContext(
                provider: "github-actions", repository: repository, commit: value("GITHUB_SHA"),
                branch: isTag ? nil : name, tag: isTag ? value("GITHUB_REF_NAME") : nil,
                runURL: repository.flatMap { repository in
                    value("GITHUB_RUN_ID").map {
                        "\(server)/\(repository)/actions/runs/\($0)" + (value("GITHUB_RUN_ATTEMPT").map { "/attempts/\($0)" } ?? "")
                    }
                })
        } else if value("GITLAB_CI") == "true" {
            // https://docs.gitlab.com/ci/variables/predefined_variables/
            context = CIContext(
                provider: "gitlab-ci", repository: value("CI_PROJECT_PATH") ?? value("CI_PROJECT_URL"), commit: value("CI_COMMIT_SHA"),
                branch: value("CI_COMMIT_BRANCH") ?? value("CI_MERGE_REQUEST_SOURCE_BRANCH_NAME"),
                tag: value("CI_COMMIT_TAG"), runURL: value("CI_PIPELINE_URL") ?? value("CI_JOB_URL"))
        } else if value("BUILDKITE") == "true" {
            // https://buildkite.com/docs/pipelines/configure/environment-variables
            context = CIContext(
                provider: "buildkite", repository: value("BUILDKITE_REPO"), commit: value("BUILDKITE_COMMIT"),
                branch: value("BUILDKITE_TAG") == nil ? value("BUILDKITE_BRANCH") : nil, tag: value("BUILDKITE_TAG"),
                runURL: value("BUILDKITE_BUILD_URL"))
        } else if value("CIRCLECI") == "true" {
            // https://circleci.com/docs/reference/variables/
            let repository = value("CIRCLE_PROJECT_USERNAME").flatMap { user in value("CIRCLE_PROJECT_REPONAME").map { "\(user)/\($0)" } }
            context = CIContext(
                provider: "circleci", repository: repository ?? value("CIRCLE_REPOSITORY_URL"), commit: value("CIRCLE_SHA1"),
                branch: value("CIRCLE_BRANCH"), tag: value("CIRCLE_TAG"), runURL: value("CIRCLE_BUILD_URL"))
        } else if value("JENKINS_URL") != nil || value("JENKINS_HOME") != nil {
            // https://www.jenkins.io/doc/book/pipeline/jenkinsfile/#using-environment-variables (and the Git plugin's GIT_*)
            context = CIContext(
                provider: "jenkins", repository: value("GIT_URL"), commit: value("GIT_COMMIT"),
                branch: value("TAG_NAME") == nil ? (value("BRANCH_NAME") ?? value("GIT_BRANCH")) : nil,
                tag: value("TAG_NAME"), runURL: value("BUILD_URL"))
        } else {
            return nil
        }
        context.repository = context.repository.map(withoutUserInfo)
        context.runURL = context.runURL.map(withoutUserInfo)
        return context
    }

    /// A URL without `user:password@` (CI variables such as `GIT_URL` may carry a token there).
    static func withoutUserInfo(_ url: String) -> String {
        guard let scheme = url.firstRange(of: "://") else { return url }
        let rest = url[scheme.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        guard let at = rest[..<authorityEnd].lastIndex(of: "@") else { return url }
        return String(url[..<scheme.upperBound]) + String(rest[rest.index(after: at)...])
    }
}
