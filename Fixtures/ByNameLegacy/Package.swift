// swift-tools-version:5.0
// OpenRx — reactive programming for Swift. MIT licence.
//
// A library in the shape of ReactorKit's and RxNimble's tools-version 5.0 manifests: its target names every
// RxSwift product it uses by name (`["RxSwift", "RxRelay", "RxTest", "RxBlocking"]`). CI
// (Scripts/mirror-test.sh) mirrors RxSwift's URL to a tagged copy of OpenRx and builds it; it is not built as
// part of OpenRx itself. See README, "Switching an existing app".

import PackageDescription

let package = Package(
    name: "ByNameLegacy",
    products: [
        .library(name: "LegacyLibrary", targets: ["LegacyLibrary"])
    ],
    dependencies: [
        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")
    ],
    targets: [
        .target(name: "LegacyLibrary", dependencies: ["RxSwift", "RxRelay", "RxTest", "RxBlocking"])
    ],
    swiftLanguageVersions: [.v5]
)
