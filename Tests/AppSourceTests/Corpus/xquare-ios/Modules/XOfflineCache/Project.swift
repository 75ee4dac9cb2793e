import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.framework(
    name: "XOfflineCache",
    platform: .iOS,
    dependencies: []
)
