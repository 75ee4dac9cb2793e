import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.framework(
    name: "XDateUtil",
    platform: .iOS,
    dependencies: []
)
