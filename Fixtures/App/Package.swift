// swift-tools-version:6.0
// OpenRx — reactive programming for Swift. MIT licence.
//
// A stand-in for an app that uses RxSwift and third-party RxSwift libraries: ../RxLibrary, ../ByName (which names
// the RxSwift product by name) and ../NoGitURL (which names RxSwift's URL without `.git`), so the by-name and
// unsuffixed-URL shapes are resolved as dependencies too, not only as root packages. CI (Scripts/mirror-test.sh)
// mirrors both spellings of RxSwift's URL to a tagged copy of OpenRx in a repository named RxSwift, then builds
// and runs this app; it is not built as part of OpenRx itself. See README, "Switching an existing app".

import PackageDescription

let package = Package(
    name: "MirrorApp",
    dependencies: [
        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0"),
        .package(path: "../RxLibrary"),
        .package(path: "../ByName"),
        .package(path: "../NoGitURL"),
    ],
    targets: [
        .executableTarget(
            name: "MirrorApp",
            dependencies: [
                .product(name: "RxLibrary", package: "RxLibrary"),
                .product(name: "ByNameLibrary", package: "ByName"),
                .product(name: "NoGitLibrary", package: "NoGitURL"),
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxCocoa", package: "RxSwift"),
            ]
        )
    ]
)
