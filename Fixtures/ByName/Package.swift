// swift-tools-version:5.2
// OpenRx — reactive programming for Swift. MIT licence.
//
// A library in the shape of ReactorKit's and RxNimble's manifests from tools version 5.2 on: its target names
// RxSwift's product by name only (`dependencies: ["RxSwift"]`), which SwiftPM resolves only in a package
// whose identity is `rxswift`. CI (Scripts/mirror-test.sh) mirrors RxSwift's URL to a tagged copy of OpenRx
// and runs the tests; it is not built as part of OpenRx itself. See README, "Switching an existing app".

import PackageDescription

let package = Package(
    name: "ByName",
    products: [
        .library(name: "ByNameLibrary", targets: ["ByNameLibrary"])
    ],
    dependencies: [
        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")
    ],
    targets: [
        .target(name: "ByNameLibrary", dependencies: ["RxSwift"]),
        .testTarget(
            name: "ByNameLibraryTests",
            dependencies: ["ByNameLibrary", .product(name: "RxTest", package: "RxSwift")]
        ),
    ],
    swiftLanguageVersions: [.v5]
)
