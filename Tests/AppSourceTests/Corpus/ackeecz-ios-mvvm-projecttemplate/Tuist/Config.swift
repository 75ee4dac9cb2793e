import ProjectDescription

let config = Config(
    plugins: [
        .git(
            url: "https://github.com/AckeeCZ/AckeeTemplate-TuistPlugin",
            tag: "0.2.0"
        )
    ]
)
