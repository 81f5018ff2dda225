// swift-tools-version:5.2
// OpenRx — reactive programming for Swift. MIT licence.
//
// A stand-in for a third-party RxSwift library that names its RxSwift dependency, as RxTestExt does:
// `.package(name: "RxSwift", url: …)`, and whose target names only the RxTest product yet imports RxSwift (which
// RxTest depends on, as in RxSwift). The name must match the mirrored package's, taken from the last path
// component of the mirror's location: it works because that location ends in `RxSwift`. CI
// (Scripts/mirror-test.sh) runs this package's tests through the mirror. See README, "Switching an existing app".

import PackageDescription

let package = Package(
    name: "NamedPackageLibrary",
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
