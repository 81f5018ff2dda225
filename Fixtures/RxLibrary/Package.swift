// swift-tools-version:6.0
// OpenRx — reactive programming for Swift. MIT licence.
//
// A stand-in for a third-party RxSwift library (RxSwiftExt, Action, ReactorKit…): it names RxSwift by its
// GitHub URL, as published libraries do, and is compiled in Swift 5 language mode, as they are. CI
// (Scripts/mirror-test.sh) mirrors that URL to a tagged copy of OpenRx and runs this package's tests; it is
// not built as part of OpenRx itself. See README, "Switching an existing app".

import PackageDescription

let package = Package(
    name: "RxLibrary",
    products: [
        .library(name: "RxLibrary", targets: ["RxLibrary"])
    ],
    dependencies: [
        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")
    ],
    targets: [
        .target(
            name: "RxLibrary",
            dependencies: [
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxCocoa", package: "RxSwift"),
                .product(name: "RxRelay", package: "RxSwift"),
            ]
        ),
        .testTarget(
            name: "RxLibraryTests",
            dependencies: [
                "RxLibrary",
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxCocoa", package: "RxSwift"),
                .product(name: "RxRelay", package: "RxSwift"),
                .product(name: "RxTest", package: "RxSwift"),
                .product(name: "RxBlocking", package: "RxSwift"),
            ]
        ),
    ],
    swiftLanguageModes: [.v5]
)
