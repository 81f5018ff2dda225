// swift-tools-version:5.3
// OpenRx — reactive programming for Swift. MIT licence.
//
// A test-support library in the shape of RxTestExt's manifest: it names its dependency
// (`.package(name: "RxSwift", url: …)`) and depends on the RxTest product only, yet imports RxSwift, which
// RxTest's module depends on. CI (Scripts/mirror-test.sh) mirrors RxSwift's URL to a tagged copy of OpenRx and
// runs the tests; it is not built as part of OpenRx itself. See README, "Switching an existing app".

import PackageDescription

let package = Package(
    name: "NamedPackage",
    products: [
        .library(name: "NamedPackageLibrary", targets: ["NamedPackageLibrary"])
    ],
    dependencies: [
        .package(name: "RxSwift", url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")
    ],
    targets: [
        .target(name: "NamedPackageLibrary", dependencies: [.product(name: "RxTest", package: "RxSwift")]),
        .testTarget(name: "NamedPackageLibraryTests", dependencies: ["NamedPackageLibrary"]),
    ],
    swiftLanguageVersions: [.v5]
)
