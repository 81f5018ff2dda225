// swift-tools-version:6.0
// OpenRx — reactive programming for Swift. MIT licence.
//
// A stand-in for an app that uses RxSwift and a third-party RxSwift library (../RxLibrary). CI
// (Scripts/mirror-test.sh) mirrors RxSwift's URL to a tagged copy of OpenRx, then builds and runs this app; it
// is not built as part of OpenRx itself. See README, "Switching an existing app".

import PackageDescription

let package = Package(
    name: "MirrorApp",
    dependencies: [
        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0"),
        .package(path: "../RxLibrary"),
    ],
    targets: [
        .executableTarget(
            name: "MirrorApp",
            dependencies: [
                .product(name: "RxLibrary", package: "RxLibrary"),
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxCocoa", package: "RxSwift"),
            ]
        )
    ]
)
