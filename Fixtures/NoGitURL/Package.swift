// swift-tools-version:5.2
// OpenRx — reactive programming for Swift. MIT licence.
//
// A library in the shape of RxSwiftUtilities' and RxNimble's manifests: it names RxSwift's URL without `.git`,
// which SwiftPM mirrors only through a mirror set for that spelling. CI (Scripts/mirror-test.sh) mirrors both
// spellings to a tagged copy of OpenRx and runs the tests; it is not built as part of OpenRx itself. See
// README, "Switching an existing app".

import PackageDescription

let package = Package(
    name: "NoGitURL",
    products: [
        .library(name: "NoGitLibrary", targets: ["NoGitLibrary"])
    ],
    dependencies: [
        .package(url: "https://github.com/ReactiveX/RxSwift", from: "6.0.0")
    ],
    targets: [
        .target(
            name: "NoGitLibrary",
            dependencies: [
                .product(name: "RxSwift", package: "RxSwift"), .product(name: "RxCocoa", package: "RxSwift"),
            ]
        ),
        .testTarget(
            name: "NoGitLibraryTests",
            dependencies: ["NoGitLibrary", .product(name: "RxBlocking", package: "RxSwift")]
        ),
    ],
    swiftLanguageVersions: [.v5]
)
