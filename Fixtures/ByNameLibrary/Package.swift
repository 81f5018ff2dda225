// swift-tools-version:5.5
// OpenRx — reactive programming for Swift. MIT licence.
//
// A stand-in for a third-party RxSwift library whose manifest, of tools version 5.2 or later, names the RxSwift
// product by name only, as ReactorKit's does: `dependencies: ["RxSwift"]`. SwiftPM resolves that form to the
// product of the package whose name, taken from the last path component of its location, is `RxSwift`: it
// works through the mirror only because the mirror's location ends in `RxSwift`. CI (Scripts/mirror-test.sh)
// runs this package's tests through the mirror and builds it into Fixtures/App. See README, "Switching an
// existing app".

import PackageDescription

let package = Package(
    name: "ByNameLibrary",
    products: [
        .library(name: "ByNameLibrary", targets: ["ByNameLibrary"])
    ],
    dependencies: [
        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")
    ],
    targets: [
        // (By name, only the product named like the package resolves from tools version 5.2 on, with RxSwift too:
        // the relays are named with their package.)
        .target(name: "ByNameLibrary", dependencies: ["RxSwift", .product(name: "RxRelay", package: "RxSwift")]),
        .testTarget(
            name: "ByNameLibraryTests",
            dependencies: ["ByNameLibrary", "RxSwift", .product(name: "RxBlocking", package: "RxSwift")]
        ),
    ],
    swiftLanguageVersions: [.v5]
)
