// swift-tools-version:5.0
// OpenRx — reactive programming for Swift. MIT licence.
//
// A stand-in for a third-party RxSwift library that names RxSwift's URL without `.git`, as RxNimble and
// RxSwiftUtilities do, and, as RxNimble's manifest of tools version 5.0 does, its products by name only. A mirror
// matches the URL exactly as written, so this package needs the mirror of the spelling without `.git`. CI
// (Scripts/mirror-test.sh) runs this package's tests through the mirror and builds it into Fixtures/App, beside
// libraries that name the `.git` spelling. See README, "Switching an existing app".

import PackageDescription

let package = Package(
    name: "UnsuffixedURLLibrary",
    products: [
        .library(name: "UnsuffixedURLLibrary", targets: ["UnsuffixedURLLibrary"])
    ],
    dependencies: [
        .package(url: "https://github.com/ReactiveX/RxSwift", .upToNextMajor(from: "6.0.0"))
    ],
    targets: [
        .target(name: "UnsuffixedURLLibrary", dependencies: ["RxSwift", "RxBlocking"]),
        .testTarget(name: "UnsuffixedURLLibraryTests", dependencies: ["UnsuffixedURLLibrary", "RxSwift", "RxTest"]),
    ],
    swiftLanguageVersions: [.v5]
)
