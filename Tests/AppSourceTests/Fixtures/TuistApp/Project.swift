import ProjectDescription

let project = Project(
    name: "Bank",
    targets: [
        .target(
            name: "Bank",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.bank",
            deploymentTargets: .iOS("16.0"),
            infoPlist: .extendingDefault(with: [
                "UILaunchScreen": [:],
                "CFBundleURLTypes": [
                    [
                        "CFBundleURLName": "capture",
                        "CFBundleURLSchemes": ["bankcapture"],
                    ],
                ],
            ]),
            sources: ["App/Sources/**"]
        ),
    ]
)
