// swift-tools-version:6.0
// OpenRx — reactive programming for Swift. MIT licence.

import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6)
]

let package = Package(
    name: "OpenRx",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
    products: [
        .library(name: "OpenRx", targets: ["OpenRx"]),
        .library(name: "OpenRxCocoa", targets: ["OpenRxCocoa"]),
        .library(name: "OpenRxTest", targets: ["OpenRxTest"]),
        .library(name: "OpenRxBlocking", targets: ["OpenRxBlocking"]),
        .executable(name: "openrx-demo", targets: ["OpenRxDemo"]),
    ],
    targets: [
        // C11 atomics: one code path on every platform (Synchronization.Atomic needs macOS 15).
        .target(name: "COpenRxAtomics"),
        .target(name: "OpenRx", dependencies: ["COpenRxAtomics"], swiftSettings: strict),
        .target(name: "OpenRxCocoa", dependencies: ["OpenRx"], swiftSettings: strict),
        .target(name: "OpenRxTest", dependencies: ["OpenRx"], swiftSettings: strict),
        .target(name: "OpenRxBlocking", dependencies: ["OpenRx"], swiftSettings: strict),
        .executableTarget(name: "OpenRxDemo", dependencies: ["OpenRx", "OpenRxCocoa"], swiftSettings: strict),
        .testTarget(
            name: "OpenRxTests",
            dependencies: ["OpenRx", "OpenRxCocoa", "OpenRxTest", "OpenRxBlocking"],
            swiftSettings: strict
        ),
    ]
)
