// swift-tools-version:6.0
// OpenRx — reactive programming for Swift. MIT licence.
//
// A stand-in for an app that already uses OpenRx by its own URL (https://example.invalid/OpenRx.git stands for
// OpenRx's published URL) and also a third-party RxSwift library (../ByName). CI (Scripts/mirror-test.sh)
// mirrors both spellings of RxSwift's URL and this URL to the same tagged copy of OpenRx in a repository named
// RxSwift, then builds and runs this app: the app and the library share one OpenRx. It is not built as part of
// OpenRx itself. See README, "Switching an existing app".

import PackageDescription

let package = Package(
    name: "OpenRxApp",
    dependencies: [
        .package(url: "https://example.invalid/OpenRx.git", from: "6.10.2"),
        .package(path: "../ByName"),
    ],
    targets: [
        .executableTarget(
            name: "OpenRxApp",
            dependencies: [
                .product(name: "OpenRx", package: "OpenRx"),
                .product(name: "ByNameLibrary", package: "ByName"),
            ]
        )
    ]
)
